// Browser test of Learn in the web build: a fresh page (no local storage) offers the Kalah
// lesson; "Learn" puts its first stage on the board; a click on the lit pit sows it and the
// stage is passed; "Next stage" brings the second; a reload keeps the stage passed in local
// storage (`kalah3d.learning`) and makes no second offer. Then Oware's lesson is played
// through from the Learn panel, every stage (the lap that skips its pit, the capture by count
// and its chain, feeding, the grand slam, the ends, the solver's values of the last): the
// stage's pit clicked where the board was last announced, the stage kept passed, Enter for the
// next (a pit a stage forbids is clicked first: refused, and said in the aria-live region).
// Fails on any panic, error or unknown warning in the console (test-page.mjs). The
// buttons are clicked where egui lays them out in English at 1280x800 (measured on the native
// build, whose overlay is the same); a screenshot of each step goes to OUT_DIR.
//
//   node web/learn-test.mjs [DIST_DIR] [OUT_DIR]
import { mkdirSync, readFileSync } from 'node:fs';
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
// The bar's Learn, and the Learn panel's Start for Oware.
const LEARN = [165, 30];
const OWARE_START = [656, 434];
// Oware's lesson as the game has it compiled in: each stage's pit to play.
const oware = JSON.parse(readFileSync(new URL('../assets/lessons/oware.json', import.meta.url), 'utf8'));

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
// Waits until local storage keeps stage `index` (from 0) of the lesson of `rules` passed.
const keptPassed = async (rules, index) => {
  const deadline = Date.now() + MOVE_TIMEOUT_MS;
  let kept = await learning();
  while (!kept?.stages?.[rules]?.includes(index)) {
    if (Date.now() > deadline) throw new Error(`${rules} stage ${index + 1} never kept: ${JSON.stringify(kept)}`);
    await page.waitForTimeout(1000);
    kept = await learning();
  }
  return kept;
};
// Where the board was last announced (it is again whenever the camera frames it anew).
const lastBoard = () => {
  const line = watch.logs.findLast((l) => /board ready; pits at/.test(l));
  return JSON.parse(line.match(/board ready; pits at (\{.*\})/)[1]);
};

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
  const kept = await keptPassed('kalah', 0);
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

  // Oware's lesson, every stage.
  watch.clear();
  await click(LEARN);
  await settle(page, 2);
  await click(OWARE_START);
  for (const [index, stage] of oware.stages.entries()) {
    await watch.waitFor(/board ready; pits at/, READY_TIMEOUT_MS, `the board of Oware's stage ${index + 1}`);
    // The card under the board settles; the board's last announcement is where it stands.
    await page.waitForTimeout(3000);
    // A pit the stage forbids (feeding: one that would leave the opponent without seeds) is
    // refused, and the refusal is said in the page's aria-live region.
    for (const pit of stage.illegal ?? []) {
      await click(lastBoard().south[Number(pit) - 1]);
      await page.waitForFunction(() => document.getElementById('kalah-live').textContent === 'That pit cannot be sown now', null, { timeout: MOVE_TIMEOUT_MS });
      console.log(`Oware stage ${index + 1}: pit ${pit} refused, and said so`);
      await page.screenshot({ path: join(out, `oware-${index + 1}-refused.png`), timeout: MOVE_TIMEOUT_MS });
    }
    await click(lastBoard().south[Number(stage.play) - 1]);
    await watch.waitFor(new RegExp(`played ${stage.play} for south`), MOVE_TIMEOUT_MS, `Oware's stage ${index + 1}'s move`);
    await keptPassed('oware', index);
    console.log(`Oware stage ${index + 1} (${stage.title}): pit ${stage.play} sown, the stage kept passed`);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: join(out, `oware-${index + 1}.png`), timeout: MOVE_TIMEOUT_MS });
    if (index + 1 < oware.stages.length) {
      // The card's Next stage has the keys (the click on the board gave the page's canvas them).
      watch.clear();
      await page.keyboard.press('Enter');
    }
  }
} catch (err) {
  fail(err.message);
}
const code = watch.verdict('learn test', `the offer started the Kalah lesson, its lit pit was sown and the stage kept in local storage, the next stage came, and a reload kept it; Oware's lesson was played through, its ${oware.stages.length} stages kept passed; no console errors and no unknown warnings`);
await browser.close();
server.close();
process.exit(code);
