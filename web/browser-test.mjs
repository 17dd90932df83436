// Browser test of the web build: serves the built folder on loopback, opens it in Debian's
// headless Chromium (Playwright with the system browser), waits until the board has rendered,
// clicks one of South's pits, checks that this first click turned the sound on (the page's
// "sound on" and a running AudioContext), waits for the move, saves a screenshot, reloads the page and
// checks the unfinished game comes back from local storage, then opens the game afresh on a
// touch screen and sows a pit with a finger, and last opens it with the browser's language set
// to Russian (Playwright's locale, as Chromium's --lang=ru): the page and the game's overlay
// speak Russian (the page's lang attribute, the game's "language: ru" log line); fails on any
// panic or error in the console, and on any warning that is not in KNOWN_WARNINGS. After the
// first move the page's aria-live region must hold the move's summary for screen readers. After
// the reload the page shrinks to 900x700 and the canvas must follow, and a HiDPI screen (device
// pixel ratio 2) must get a canvas of every device pixel.
//
//   node web/browser-test.mjs [DIST_DIR] [SCREENSHOT.png]
import { join, resolve } from 'node:path';
import {
  Console, MOVE_TIMEOUT_MS, READY_TIMEOUT_MS, canvasSize, countFrames, launch, serve, settle,
} from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const screenshot = resolve(process.argv[3] ?? join(dist, 'browser-test.png'));
const { server, url } = await serve(dist);
const browser = await launch();
const watch = new Console();
const fail = (why) => watch.fail(why);
const waitForLog = (pattern, timeout, what) => watch.waitFor(pattern, timeout, what);
const page = watch.watch(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
// The canvas's drawing buffer must be its size on the page at the device's pixel ratio.
const checkCanvas = async (p, width, height, ratio, where) => {
  const c = await canvasSize(p);
  const want = [width, height, Math.round(width * ratio), Math.round(height * ratio)];
  const got = [c.cssWidth, c.cssHeight, c.width, c.height];
  if (got.join() !== want.join()) fail(`${where}: the canvas is ${JSON.stringify(c)}, not ${want}`);
  else console.log(`${where}: the canvas is ${c.cssWidth}x${c.cssHeight} on the page, ${c.width}x${c.height} pixels`);
};

try {
  await page.goto(url);
  // The game logs the screen position of every pit once the board has rendered.
  const ready = await waitForLog(/board ready; pits at (\{.*\})/, READY_TIMEOUT_MS, 'the board');
  const pits = JSON.parse(ready[1]);
  const [x, y] = pits.south[2];
  console.log(`board rendered; clicking South's pit 3 at ${x.toFixed(0)},${y.toFixed(0)}`);
  await page.mouse.move(x, y);
  await page.waitForTimeout(500);
  await page.mouse.click(x, y);
  await waitForLog(/sound on/, MOVE_TIMEOUT_MS, 'the sound to start on the first click');
  console.log('the first click turned the sound on');
  await waitForLog(/played 3 for south/, MOVE_TIMEOUT_MS, 'the move');
  // The move's summary for screen readers is in the page's aria-live region.
  const said = await page.evaluate(() => document.getElementById('kalah-live').textContent);
  if (!/sowed pit 3: 4 seeds\. Your turn again\./.test(said)) fail(`the aria-live region says '${said}'`);
  console.log(`aria-live: ${said}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: screenshot, timeout: MOVE_TIMEOUT_MS });
  console.log(`move played; screenshot saved to ${screenshot}`);
  // The unfinished game lives in local storage: a reload brings it back.
  watch.clear();
  await page.reload();
  await waitForLog(/resuming the saved game/, READY_TIMEOUT_MS, 'the saved game after a reload');
  await waitForLog(/board ready/, READY_TIMEOUT_MS, 'the board after the reload');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('kalah3d.match')));
  if (saved.record.moves[0] !== '3') fail(`the saved game does not start with 3: ${JSON.stringify(saved.record.moves)}`);
  console.log(`reloaded: the game resumed from local storage (${saved.record.moves.length} moves)`);
  // The canvas follows the page when the window changes size.
  await countFrames(page);
  await page.setViewportSize({ width: 900, height: 700 });
  await settle(page, 3);
  await checkCanvas(page, 900, 700, 1, 'resized to 900x700');
  await page.screenshot({ path: screenshot.replace(/\.png$/, '-900x700.png'), timeout: MOVE_TIMEOUT_MS });
  await page.close();
  // A HiDPI screen (two device pixels a CSS pixel): the canvas draws every device pixel.
  const hidpi = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  const sharp = watch.watch(await hidpi.newPage());
  watch.clear();
  await sharp.goto(url);
  await waitForLog(/board ready/, READY_TIMEOUT_MS, 'the board on a HiDPI screen');
  await checkCanvas(sharp, 640, 400, 2, 'HiDPI 640x400 at 2x');
  await sharp.screenshot({ path: screenshot.replace(/\.png$/, '-hidpi.png'), timeout: MOVE_TIMEOUT_MS });
  await hidpi.close();
  // A touch screen (fresh storage: a new game). The finger rests a moment, as fingers do, so
  // the board sees the touch before it lifts.
  const touch = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  const tablet = watch.watch(await touch.newPage());
  watch.clear();
  await tablet.goto(url);
  const fresh = JSON.parse((await waitForLog(/board ready; pits at (\{.*\})/, READY_TIMEOUT_MS, 'the board on the touch screen'))[1]);
  const [tx, ty] = fresh.south[3];
  console.log(`touch screen: tapping South's pit 4 at ${tx.toFixed(0)},${ty.toFixed(0)}`);
  const cdp = await touch.newCDPSession(tablet);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: tx, y: ty }] });
  await tablet.waitForTimeout(1000);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await waitForLog(/played 4 for south/, MOVE_TIMEOUT_MS, 'the move sown by touch');
  console.log('touch: the tap played 4');
  // Its game goes on rendering; closed, it leaves the software renderer to the next page.
  await touch.close();
  // A Russian browser: the page's texts and the game's overlay choose Russian by themselves.
  const russian = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const ru = watch.watch(await russian.newPage());
  watch.clear();
  await ru.goto(url);
  const pageLang = await ru.evaluate(() => document.documentElement.lang);
  if (pageLang !== 'ru') fail(`the page chose '${pageLang}' for a Russian browser`);
  await waitForLog(/language: ru \(Русский\), the system's/, READY_TIMEOUT_MS, "the game's Russian overlay");
  await waitForLog(/board ready/, READY_TIMEOUT_MS, 'the board in Russian');
  await ru.screenshot({ path: screenshot.replace(/\.png$/, '-ru.png'), timeout: MOVE_TIMEOUT_MS });
  console.log('Russian browser: the page and the overlay speak Russian');
} catch (err) {
  fail(err.message);
}
const code = watch.verdict('browser test', 'the board rendered, the first click turned the sound on and played a move, a reload resumed the game, the canvas followed a resize and a HiDPI screen, a tap played a move, a Russian browser got Russian, no console errors and no unknown warnings');
await browser.close();
server.close();
process.exit(code);
