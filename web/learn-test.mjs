// Browser test of Learn in the web build: a fresh page (no local storage) offers the Kalah
// lesson; "Learn" puts its first stage on the board; a click on the lit pit sows it and the
// stage is passed; "Next stage" brings the second; a reload keeps the stage passed in local
// storage (`kalah3d.learning`) and makes no second offer. Fails on any panic, error or unknown
// warning in the console (test-page.mjs). The buttons are clicked where egui lays them out in
// English at 1280x800 (measured on the native build, whose overlay is the same); a screenshot
// of each step goes to OUT_DIR.
//
//   node web/learn-test.mjs [DIST_DIR] [OUT_DIR]
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  Console, MOVE_TIMEOUT_MS, READY_TIMEOUT_MS, countFrames, launch, serve, settle,
} from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const out = resolve(process.argv[3] ?? join(dist, 'learn-test'));
mkdirSync(out, { recursive: true });

// The offer's Learn button and the card's Next stage, in CSS pixels (see above).
const OFFER_LEARN = [438, 773];
const NEXT_STAGE = [415, 743];

const { server, url } = await serve(dist);
const browser = await launch();
const watch = new Console();
const fail = (why) => watch.fail(why);
const page = watch.watch(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
const click = async ([x, y]) => {
  await countFrames(page);
  await page.mouse.move(x, y);
  await settle(page, 1);
  await page.mouse.click(x, y);
};
const learning = () => page.evaluate(() => JSON.parse(localStorage.getItem('kalah3d.learning') ?? 'null'));

try {
  await page.goto(url);
  await watch.waitFor(/board ready; pits at (\{.*\})/, READY_TIMEOUT_MS, 'the board');
  // A still board draws nothing: screenshots wait a while rather than for frames.
  await page.waitForTimeout(3000);
  await page.screenshot({ path: join(out, '1-offer.png'), timeout: MOVE_TIMEOUT_MS });
  watch.clear();
  await click(OFFER_LEARN);
  // The lesson's board stands above the card under it: the board is announced again there.
  const staged = JSON.parse((await watch.waitFor(/board ready; pits at (\{.*\})/, READY_TIMEOUT_MS, "the lesson's board"))[1]);
  // The first stage asks for South's pit 2: its click sows it.
  await page.waitForTimeout(5000);
  await page.screenshot({ path: join(out, '2-stage-1.png'), timeout: MOVE_TIMEOUT_MS });
  await click(staged.south[1]);
  await watch.waitFor(/played 2 for south/, MOVE_TIMEOUT_MS, 'the stage\'s move');
  console.log('stage 1: pit 2 sown');
  // Passed once the gems settle: kept in local storage.
  const deadline = Date.now() + MOVE_TIMEOUT_MS;
  let kept = await learning();
  while (!kept?.stages?.kalah?.includes(0)) {
    if (Date.now() > deadline) throw new Error(`stage 1 never kept: ${JSON.stringify(kept)}`);
    await page.waitForTimeout(1000);
    kept = await learning();
  }
  if (!kept.offer_answered) fail(`the offer is not kept answered: ${JSON.stringify(kept)}`);
  console.log(`kept: ${JSON.stringify(kept.stages)} at the first try ${JSON.stringify(kept.first_try)}`);
  await page.screenshot({ path: join(out, '3-passed.png'), timeout: MOVE_TIMEOUT_MS });
  await click(NEXT_STAGE);
  await page.waitForTimeout(5000);
  await page.screenshot({ path: join(out, '4-stage-2.png'), timeout: MOVE_TIMEOUT_MS });
  // A reload keeps the progress, and makes no offer again.
  watch.clear();
  await page.reload();
  await watch.waitFor(/board ready/, READY_TIMEOUT_MS, 'the board after the reload');
  await page.waitForTimeout(3000);
  const again = await learning();
  if (!again?.stages?.kalah?.includes(0)) fail(`the reload lost the stage: ${JSON.stringify(again)}`);
  await page.screenshot({ path: join(out, '5-reloaded.png'), timeout: MOVE_TIMEOUT_MS });
  console.log('reloaded: the stage passed is still kept');
} catch (err) {
  fail(err.message);
}
const code = watch.verdict('learn test', 'the offer started the Kalah lesson, its lit pit was sown and the stage kept in local storage, the next stage came, and a reload kept it; no console errors and no unknown warnings');
await browser.close();
server.close();
process.exit(code);
