// How long the web build takes to its first board: serves the built folder on loopback (as the
// browser tests do), opens it LOADS times (5) in headless Chromium (SwiftShader), each in a
// fresh context (no cache), and prints the time from navigation to the game's "board ready"
// log line for each load, and their median. A benchmark, not a test: it asserts nothing.
//   node web/first-board.mjs [DIST_DIR] [LOADS]
import { resolve } from 'node:path';
import { Console, READY_TIMEOUT_MS, launch, serve } from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const loads = Number(process.argv[3] ?? 5);
const { server, url } = await serve(dist);
const browser = await launch();
const times = [];
try {
  for (let i = 1; i <= loads; i++) {
    const watch = new Console();
    const page = watch.watch(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
    const started = performance.now();
    await page.goto(url);
    await watch.waitFor(/board ready/, READY_TIMEOUT_MS, 'the board');
    const seconds = (performance.now() - started) / 1000;
    times.push(seconds);
    console.log(`load ${i}: first board after ${seconds.toFixed(1)} s`);
    await page.close();
  }
  times.sort((a, b) => a - b);
  console.log(`median of ${loads}: ${times[Math.floor(loads / 2)].toFixed(1)} s`);
} finally {
  await browser.close();
  server.close();
}
