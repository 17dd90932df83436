// Browser test of the web build: serves the built folder on loopback, opens it in Debian's
// headless Chromium (Playwright with the system browser), waits until the board has rendered,
// checks that the still board draws no frame and runs (next to) no script for ten seconds,
// clicks one of South's pits, checks that this first click turned the sound on (the page's
// "sound on" and a running AudioContext), waits for the move, saves a screenshot, reloads the
// page and checks the unfinished game comes back from local storage, then opens the game afresh
// on a phone held upright (420x860, touch) and sows a pit with a finger, and last opens it with
// the browser's language set to Russian (Playwright's locale, as Chromium's --lang=ru): the page and the game's overlay
// speak Russian (the page's lang attribute, the game's "language: ru" log line); fails on any
// panic or error in the console, and on any warning that is not in KNOWN_WARNINGS.
//
// For screen readers: after the first move the page's aria-live region must hold the move's
// summary, and the page's pit buttons (#kalah-pits) must name every pit and store with its
// seeds and where a playable pit's last seed lands; Enter on a focused pit button sows it.
// Fullscreen: the Settings window's Fullscreen button (the page's own button laid over it)
// puts the page into the browser's fullscreen and takes it out again. After the reload the page
// shrinks to 900x700 and the canvas must follow, and on a HiDPI screen (Chromium at device
// scale 2, --force-device-scale-factor: Playwright's emulated deviceScaleFactor does not reach
// ResizeObserver's devicePixelContentBoxSize, microsoft/playwright#18591) the canvas must get
// every device pixel.
//
//   node web/browser-test.mjs [DIST_DIR] [SCREENSHOT.png]
import { join, resolve } from 'node:path';
import {
  Console, MOVE_TIMEOUT_MS, READY_TIMEOUT_MS, canvasSize, countFrames, countGameFrames, gameFramesDrawn,
  launch, scriptSeconds, serve, settle,
} from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const screenshot = resolve(process.argv[3] ?? join(dist, 'browser-test.png'));
const { server, url } = await serve(dist);
const browser = await launch();
const watch = new Console();
const fail = (why) => watch.fail(why);
const waitForLog = (pattern, timeout, what) => watch.waitFor(pattern, timeout, what);
const page = watch.watch(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
// The main bar's Settings button, where egui lays it out in English at 1280x800 (measured on the
// native build, whose overlay is the same).
const SETTINGS = [316, 30];
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
  // Quiet when still: once the first frames are done, a board that nothing moves draws nothing.
  await page.waitForTimeout(15_000);
  await countGameFrames(page);
  const busy = await scriptSeconds(page, 10_000);
  const drawn = await gameFramesDrawn(page);
  if (busy > 1 || drawn > 0) fail(`the still board kept the page busy: ${busy.toFixed(2)} s of script and ${drawn} frames in 10 s`);
  else console.log(`the still board ran ${busy.toFixed(2)} s of script and drew ${drawn} frames in 10 s`);
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
  // The page's pit buttons name the board for screen readers, and Enter on one sows it. A pit
  // button sows once the board has settled (while a move is sown on screen it is dimmed).
  await page.waitForSelector('#kalah-pits button[data-pit="0"]', { state: 'attached', timeout: MOVE_TIMEOUT_MS });
  const buttons = await page.evaluate(() => [...document.querySelectorAll('#kalah-pits button')]
    .map((b) => ({ label: b.getAttribute('aria-label'), off: b.getAttribute('aria-disabled'), shown: b.style.display })));
  const named = (label) => buttons.find((b) => b.label === label);
  if (buttons.length !== 14) fail(`the page has ${buttons.length} pit buttons, not 14: ${JSON.stringify(buttons)}`);
  const first = named('South pit 1, 4 seeds, lands in your pit 5');
  if (!first || first.off || first.shown !== 'block') fail(`South's pit 1 is not a shown, playable button: ${JSON.stringify(buttons)}`);
  if (named('South pit 3, 0 seeds')?.off !== 'true') fail(`the empty pit 3 is not a disabled button: ${JSON.stringify(buttons)}`);
  if (!named('South store, one seed') || !named('North pit 6, 4 seeds')) fail(`a store or North's pit is unnamed: ${JSON.stringify(buttons)}`);
  console.log(`pit buttons: ${buttons.length}, e.g. '${first?.label}'`);
  await page.focus('#kalah-pits button[data-pit="0"]');
  await page.keyboard.press('Enter');
  await waitForLog(/played 1 for south/, MOVE_TIMEOUT_MS, 'the move sown by Enter on the pit button');
  console.log('Enter on the focused pit button sowed pit 1');
  // Settings, then its Fullscreen button: the browser's fullscreen, on and off.
  await countFrames(page);
  await page.mouse.move(...SETTINGS);
  await settle(page, 1);
  await page.mouse.click(...SETTINGS);
  await settle(page, 2);
  const laid = page.locator('#kalah-fullscreen');
  await laid.waitFor({ state: 'visible', timeout: MOVE_TIMEOUT_MS });
  const box = await laid.boundingBox();
  const fullscreen = () => page.evaluate(() => document.fullscreenElement?.tagName ?? null);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => document.fullscreenElement !== null, null, { timeout: MOVE_TIMEOUT_MS });
  console.log(`fullscreen: ${await fullscreen()} (button '${await laid.getAttribute('aria-label')}')`);
  await settle(page, 2);
  const again = await laid.boundingBox();
  await page.mouse.click(again.x + again.width / 2, again.y + again.height / 2);
  await page.waitForFunction(() => document.fullscreenElement === null, null, { timeout: MOVE_TIMEOUT_MS });
  console.log('fullscreen: left again');
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
  const hidpiBrowser = await launch(['--force-device-scale-factor=2', '--window-size=800,600']);
  const sharp = watch.watch(await (await hidpiBrowser.newContext({ viewport: null })).newPage());
  watch.clear();
  await sharp.goto(url);
  await waitForLog(/board ready/, READY_TIMEOUT_MS, 'the board on a HiDPI screen');
  const onPage = await canvasSize(sharp);
  if (onPage.ratio !== 2) fail(`the HiDPI page has a device pixel ratio of ${onPage.ratio}`);
  await checkCanvas(sharp, onPage.cssWidth, onPage.cssHeight, 2, 'HiDPI at 2x');
  await sharp.screenshot({ path: screenshot.replace(/\.png$/, '-hidpi.png'), timeout: MOVE_TIMEOUT_MS });
  await hidpiBrowser.close();
  // A touch screen (fresh storage: a new game). The finger rests a moment, as fingers do, so
  // the board sees the touch before it lifts.
  // A phone held upright: 420x860, touch, a coarse pointer (the overlay's touch size).
  const touch = await browser.newContext({ viewport: { width: 420, height: 860 }, hasTouch: true, isMobile: true });
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
  await tablet.screenshot({ path: screenshot.replace(/\.png$/, '-phone.png'), timeout: MOVE_TIMEOUT_MS });
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
const code = watch.verdict('browser test', 'the board rendered, the first click turned the sound on and played a move, the pit buttons named the board and Enter on one sowed it, the Settings button went fullscreen and back, a reload resumed the game, the canvas followed a resize and a HiDPI screen, a tap played a move, a Russian browser got Russian, no console errors and no unknown warnings');
await browser.close();
server.close();
process.exit(code);
