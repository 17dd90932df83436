// The frame bench in the browser: serves the built folder on loopback, opens it in headless
// Chromium (WebGL2 on SwiftShader) at 1280×800 with `?bench&quality=QUALITY`, and prints the
// game's two lines of frame times (the same fixed scene as `kalah --bench-frames`: pits 1 and 6
// sown, then a turn of the camera). A benchmark, not a test: it asserts nothing about the times.
//   node web/bench.mjs [DIST_DIR] [QUALITY]   (QUALITY: low, high or auto; default low)
import { resolve } from 'node:path';
import { Console, READY_TIMEOUT_MS, launch, serve } from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const quality = process.argv[3] ?? 'low';
const { server, url } = await serve(dist);
const browser = await launch();
let code = 1;
const watch = new Console();
try {
  const page = watch.watch(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
  await page.goto(`${url}?bench&quality=${quality}`);
  // Pipelines compile first (a minute or more on SwiftShader), then the scene plays.
  const sowing = await watch.waitFor(/frames while sowing: [^%]*?frames a second/, Number(process.env.BENCH_TIMEOUT_MS ?? READY_TIMEOUT_MS * 2), 'the sowing frames');
  const camera = await watch.waitFor(/frames while the camera turns: [^%]*?frames a second/, READY_TIMEOUT_MS, 'the camera frames');
  console.log(`browser, quality ${quality}, 1280x800:`);
  console.log(sowing[0]);
  console.log(camera[0]);
  code = watch.verdict('bench', 'no errors in the console');
} catch (err) {
  console.error(`bench FAILED: ${err.message}\nconsole log:\n  ${watch.logs.slice(-30).join('\n  ')}`);
} finally {
  await browser.close();
  server.close();
}
process.exit(code);
