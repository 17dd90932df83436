// Browser test of the web build: serves the built folder on loopback, opens it in Debian's
// headless Chromium (Playwright with the system browser), waits until the board has rendered,
// clicks one of South's pits, checks that this first click turned the sound on (the page's
// "sound on" and a running AudioContext), waits for the move, saves a screenshot, reloads the page and
// checks the unfinished game comes back from local storage, then opens the game afresh on a
// touch screen and sows a pit with a finger, and last opens it with the browser's language set
// to Russian (Playwright's locale, as Chromium's --lang=ru): the page and the game's overlay
// speak Russian (the page's lang attribute, the game's "language: ru" log line); fails on any
// panic or error in the console, and on any warning that is not in KNOWN_WARNINGS. After the
// first move the page's aria-live region must hold the move's summary for screen readers.
//
//   node web/browser-test.mjs [DIST_DIR] [SCREENSHOT.png]
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const dist = resolve(process.argv[2] ?? 'dist');
const screenshot = resolve(process.argv[3] ?? join(dist, 'browser-test.png'));
const READY_TIMEOUT_MS = 240_000;
const MOVE_TIMEOUT_MS = 120_000;

const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.png': 'image/png', '.json': 'application/json', '.ogg': 'audio/ogg',
};
const server = createServer(async (req, res) => {
  const path = join(dist, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = path.endsWith('/') ? join(path, 'index.html') : path;
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync',
    // WebGL2 on the CPU: ANGLE over SwiftShader.
    '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  ],
});
// Warnings the browser's console may show that are known and harmless, each with the reason.
const KNOWN_WARNINGS = [
  // Chromium's autoplay policy: Bevy's audio makes its Web Audio context (through cpal) as the
  // game starts, before any gesture, and Chromium says so on the context's creation and on each
  // attempt to start it. Bevy keeps its audio output private and opens it when its plugin is
  // added, so the game cannot wait for the gesture; the page resumes the context on the first
  // click, tap or key (web/index.html), which this test checks ("sound on", state `running`).
  [/^The AudioContext was not allowed to start\. It must be resumed \(or created\) after a user gesture on the page\./,
    'Bevy creates its audio context before the first gesture; the first gesture resumes it'],
];
const failures = [];
let fail = (why) => failures.push(why);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const logs = [];
const waiters = [];
function onConsole(msg) {
  const text = msg.text();
  logs.push(`[${msg.type()}] ${text}`);
  if (msg.type() === 'error' || /panicked/.test(text)) fail(`console ${msg.type()}: ${text}`);
  if (msg.type() === 'warning' && !KNOWN_WARNINGS.some(([known]) => known.test(text))) {
    fail(`console warning not known: ${text}`);
  }
  for (const w of waiters) w(text);
}
page.on('console', onConsole);
page.on('pageerror', (err) => fail(`page error: ${err.message}`));

function waitForLog(pattern, timeout, what) {
  return new Promise((ok, no) => {
    const timer = setTimeout(() => no(new Error(`timed out after ${timeout} ms waiting for ${what}`)), timeout);
    const check = (text) => {
      const m = text.match(pattern);
      if (m) { clearTimeout(timer); ok(m); }
    };
    logs.forEach((l) => check(l));
    waiters.push(check);
  });
}

let code = 0;
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
  logs.length = 0;
  await page.reload();
  await waitForLog(/resuming the saved game/, READY_TIMEOUT_MS, 'the saved game after a reload');
  await waitForLog(/board ready/, READY_TIMEOUT_MS, 'the board after the reload');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('kalah3d.match')));
  if (saved.record.moves[0] !== '3') fail(`the saved game does not start with 3: ${JSON.stringify(saved.record.moves)}`);
  console.log(`reloaded: the game resumed from local storage (${saved.record.moves.length} moves)`);
  await page.close();
  // A touch screen (fresh storage: a new game). The finger rests a moment, as fingers do, so
  // the board sees the touch before it lifts.
  const touch = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  const tablet = await touch.newPage();
  tablet.on('console', onConsole);
  tablet.on('pageerror', (err) => fail(`page error: ${err.message}`));
  logs.length = 0;
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
  const ru = await russian.newPage();
  ru.on('console', onConsole);
  ru.on('pageerror', (err) => fail(`page error: ${err.message}`));
  logs.length = 0;
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
if (failures.length) {
  console.error('browser test FAILED:\n  ' + failures.join('\n  '));
  console.error('console log:\n  ' + logs.slice(-40).join('\n  '));
  code = 1;
} else {
  console.log('browser test passed: the board rendered, the first click turned the sound on and played a move, a reload resumed the game, a tap played a move, a Russian browser got Russian, no console errors and no unknown warnings');
}
await browser.close();
server.close();
process.exit(code);
