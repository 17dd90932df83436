// Browser test of game records in the web build (the Games panel and the review), as a player
// would use them, in Debian's headless Chromium at 1280x800 on fresh storage:
//  1. Games on the bar, Import a record, "Choose a file…": the page's own file input lies over
//     the button, and the browser's file chooser takes RECORD (the 40-decision Kalah 6x4 game
//     by default); the game keeps it and opens it as a replay.
//  2. Review the game: prints how long the review of its decisions took and at how many frames
//     a second the page drew meanwhile (the review thinks a third of each frame).
//  3. Games again: Copy puts the kept game's record on the clipboard (read back through
//     navigator.clipboard), Export downloads it; both must be RECORD's text.
//  4. A record put on the clipboard, "Paste from the clipboard" and "Import the text": the game
//     keeps it and opens it as a replay.
// Fails on any panic, error or unknown warning in the console (test-page.mjs). The buttons are
// clicked where egui lays them out in English at 1280x800 (measured on the native build, whose
// overlay is the same); those of the Games panel once a game is kept, from where the page's
// file input lies, since the panel is as wide as the game's row. A screenshot of each step
// goes to OUT_DIR.
//
//   node web/records-test.mjs [DIST_DIR] [RECORD] [OUT_DIR]
import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  Console, READY_TIMEOUT_MS, countFrames, framesDrawn, launch, serve, settle,
} from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const recordFile = resolve(process.argv[3] ?? 'docs/records/kalah-6x4-40.txt');
const out = resolve(process.argv[4] ?? join(dist, 'records-test'));
mkdirSync(out, { recursive: true });
const record = await readFile(recordFile, 'utf8');
// The decisions of a record in the text form: the moves of its numbered lines, comments aside.
const countDecisions = (text) => text
  .replace(/\{[^}]*\}/g, ' ')
  .split('\n')
  .filter((line) => /^\d+\./.test(line))
  .flatMap((line) => line.replace(/^\d+\./, '').split(/[\s,]+/).filter(Boolean)).length;
const decisions = countDecisions(record);

// Where the overlay's buttons are, in CSS pixels (see above). Those of the Games panel with a
// game kept move with the panel's width, which its row (rule set, players' names) sets: they
// are found from the page's file input, laid over "Choose a file…" at the panel's left (the
// panel is centred, so its right edge mirrors its left).
const GAMES = [237, 30];
const IMPORT_HEADER_EMPTY = [553, 176];
const REVIEW = [279, 768];
// The kept game's row, and its Export and Copy buttons' centres from the panel's right edge.
const FIRST_ROW_Y = 176;
const EXPORT_FROM_RIGHT = 167;
const COPY_FROM_RIGHT = 99;
// "Choose a file…" is indented under "Import a record" by this much from the panel's left edge.
const IMPORT_INDENT = 18;
// "Paste from the clipboard" and "Import the text" (under a pasted record's full field), from
// the top left of "Choose a file…".
const PASTE_FROM_CHOOSER = [311, 41];
const IMPORT_TEXT_FULL_FROM_CHOOSER = [62, 235];
const STEP_TIMEOUT_MS = 120_000;
const REVIEW_TIMEOUT_MS = 1_800_000;

// Another record for the clipboard: the same game cut after its fourth decision, with the
// result tag it no longer has taken out.
const shorter = record
  .replace(/^\[Result .*\]\n/m, '')
  .split('\n')
  .filter((line) => !/^\d+\./.test(line) || /^[1-2]\./.test(line))
  .join('\n');

const { server, url } = await serve(dist);
const browser = await launch();
const watch = new Console();
const context = await browser.newContext({
  viewport: { width: 1280, height: 800 },
  permissions: ['clipboard-read', 'clipboard-write'],
  acceptDownloads: true,
});
const page = watch.watch(await context.newPage());
// Waited for from the start: Playwright intercepts the browser's file chooser only once the
// browser has been told to, which a wait begun just before the click has not always done (the
// click then opens a chooser no one answers).
const chooserOpened = page.waitForEvent('filechooser', { timeout: 0 });
const shot = (name) => page.screenshot({ path: join(out, `${name}.png`), timeout: STEP_TIMEOUT_MS });
// The pointer rests on the button a frame (so egui sees it there), clicks, and the game draws
// the frames that answer the click.
const click = async ([x, y]) => {
  await page.mouse.move(x, y);
  await settle(page, 1);
  await page.mouse.click(x, y);
  await settle(page, 3);
};
// The page's file input, with what reaches it logged to the console (a click, a change).
const input = page.locator('#kalah-upload');
const chooserBox = async () => {
  await input.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  return input.boundingBox();
};
// A button of the Games panel with a game kept: `fromRight` from the panel's right edge, or
// `fromChooser` from "Choose a file…".
const panelButton = async ({ fromRight, fromChooser }) => {
  const box = await chooserBox();
  if (fromChooser) return [box.x + fromChooser[0], box.y + fromChooser[1]];
  const right = page.viewportSize().width - (box.x - IMPORT_INDENT);
  return [right - fromRight, FIRST_ROW_Y];
};
// The same record, whatever blank lines or line ends surround it.
const same = (a, b) => a.replace(/\r/g, '').trim() === b.replace(/\r/g, '').trim();

try {
  await page.goto(url);
  await watch.waitFor(/board ready/, READY_TIMEOUT_MS, 'the board');
  await countFrames(page);
  console.log('board rendered');

  // 1. Upload.
  await click(GAMES);
  await click(IMPORT_HEADER_EMPTY);
  await settle(page, 2);
  const box = await chooserBox();
  const label = await input.getAttribute('aria-label');
  console.log(`the file input lies over "${label}" at ${box.x},${box.y} ${box.width}x${box.height}`);
  await shot('1-import-open');
  // In the capture phase, before the game's own listener (which empties the input).
  await input.evaluate((element) => element.addEventListener('change', () => {
    console.log(`file input: ${element.files.length} file chosen`);
  }, true));
  watch.clear();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const chooser = await Promise.race([chooserOpened, page.waitForTimeout(STEP_TIMEOUT_MS)]);
  if (!chooser) throw new Error('no file chooser opened on the click on the file input');
  await chooser.setFiles(recordFile);
  await watch.waitFor(/file input: 1 file chosen/, STEP_TIMEOUT_MS, 'the file input to take the file');
  const replaying = await watch.waitFor(/replaying a game of (\d+) decisions/, STEP_TIMEOUT_MS, 'the uploaded game on the board');
  await watch.waitFor(/game #1 kept/, STEP_TIMEOUT_MS, 'the uploaded game kept');
  if (Number(replaying[1]) !== decisions) watch.fail(`the upload replays ${replaying[1]} decisions, not ${decisions}`);
  if (await input.isVisible()) watch.fail('the file input is still shown after the Games panel closed');
  console.log(`upload: ${recordFile} kept as game #1 and replayed (${replaying[1]} decisions)`);
  await settle(page, 2);
  await shot('2-replay');

  // 2. Review.
  await click(REVIEW);
  await watch.waitFor(/reviewing \d+ decisions/, STEP_TIMEOUT_MS, 'the review to start');
  const began = Date.now();
  const before = await framesDrawn(page);
  const reviewed = await watch.waitFor(/reviewed (\d+) decisions in ([\d.]+) s/, REVIEW_TIMEOUT_MS, 'the review');
  const wall = (Date.now() - began) / 1000;
  const drawn = (await framesDrawn(page)) - before;
  console.log(`review: ${reviewed[1]} decisions in ${reviewed[2]} s (the game's own count); ` +
    `${drawn} frames in ${wall.toFixed(0)} s, ${(drawn / wall).toFixed(2)} a second`);
  await settle(page, 2);
  await shot('3-review');

  // 3. Copy and download.
  await click(GAMES);
  await shot('4-games');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await click(await panelButton({ fromRight: COPY_FROM_RIGHT }));
  let copied = '';
  for (let i = 0; i < 60 && !copied; i++) {
    await page.waitForTimeout(2000);
    copied = await page.evaluate(() => navigator.clipboard.readText());
  }
  if (!same(copied, record)) watch.fail(`Copy put this on the clipboard:\n${copied}`);
  else console.log(`copy: the clipboard holds the kept game's record (${copied.length} characters)`);
  const download = page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS });
  await click(await panelButton({ fromRight: EXPORT_FROM_RIGHT }));
  const file = await download;
  const downloaded = await readFile(await file.path(), 'utf8');
  if (!same(downloaded, record)) watch.fail(`Export downloaded this as ${file.suggestedFilename()}:\n${downloaded}`);
  else console.log(`download: ${file.suggestedFilename()} holds the kept game's record`);
  await shot('5-copied');

  // 4. Paste.
  await page.evaluate((text) => navigator.clipboard.writeText(text), shorter);
  await click(await panelButton({ fromChooser: PASTE_FROM_CHOOSER }));
  await shot('6-pasted');
  watch.clear();
  await click(await panelButton({ fromChooser: IMPORT_TEXT_FULL_FROM_CHOOSER }));
  const pasted = await watch.waitFor(/replaying a game of (\d+) decisions/, STEP_TIMEOUT_MS, 'the pasted game on the board');
  await watch.waitFor(/game #2 kept/, STEP_TIMEOUT_MS, 'the pasted game kept');
  if (Number(pasted[1]) !== countDecisions(shorter)) {
    watch.fail(`the pasted record replays ${pasted[1]} decisions, not ${countDecisions(shorter)}`);
  }
  console.log(`paste: the clipboard's record kept as game #2 and replayed (${pasted[1]} decisions)`);
  await settle(page, 2);
  await shot('7-pasted-replay');
} catch (err) {
  watch.fail(err.message);
  await shot('failed').catch(() => {});
}
const code = watch.verdict('records test', 'a record uploaded, reviewed, copied, downloaded and pasted back, no console errors and no unknown warnings');
await browser.close();
server.close();
process.exit(code);
