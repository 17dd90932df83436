// Browser test of the lobby and a rated game in the web build: two pages on a loopback
// kalah-server. Ana names herself, ticks Rated and creates a public game; Boris names himself
// and sees her game in Play online's list of open games (rule set, clock, rated, her name and
// rating), joins it with its Join button and is seated North. Ana offers a draw, Boris accepts:
// the rated game ends drawn by agreement (the server's record says so) and both players stand on
// the leaderboard (`/players`), their panels showing the ratings after it. Fails on any
// panic, error or unknown warning in the console (test-page.mjs). The buttons are clicked where
// egui lays them out in English at 1280x800 (read off screenshots); a screenshot of each step
// goes to OUT_DIR.
//
//   node web/lobby-test.mjs DIST_DIR SERVER_BIN [OUT_DIR]
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CREATE, Console, MOVE_TIMEOUT_MS, NEW_GAME, PLAY_ONLINE_TAB, READY_TIMEOUT_MS, countFrames, launch,
  settle, startServer,
} from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const serverBin = resolve(process.argv[3]);
const out = resolve(process.argv[4] ?? join(dist, 'lobby-test'));
mkdirSync(out, { recursive: true });

// This test's own buttons (New game, Play online and Create are in test-page.mjs).
const NAME_FIELD = [598, 196];
const RATED = [467, 633];
const FIRST_JOIN = [677, 262];
const OFFER_DRAW = [142, 383];
const ACCEPT = [57, 406];

const { server, url, data } = await startServer(serverBin, dist, 'lobby-test');

const browser = await launch();
const watches = { ana: new Console(), boris: new Console() };
const pages = {};
for (const who of ['ana', 'boris']) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  pages[who] = watches[who].watch(await context.newPage());
}
const shot = (who, name) => pages[who].screenshot({ path: join(out, `${who}-${name}.png`), timeout: MOVE_TIMEOUT_MS });
const click = async (page, [x, y]) => {
  await page.mouse.move(x, y);
  await settle(page, 1);
  await page.mouse.click(x, y);
  await settle(page, 3);
};
// Opens Play online and writes the player's name in its field.
const online = async (who, name) => {
  const page = pages[who];
  await page.goto(url);
  await watches[who].waitFor(/board ready/, READY_TIMEOUT_MS, `${name}'s board`);
  await countFrames(page);
  await click(page, NEW_GAME);
  await click(page, PLAY_ONLINE_TAB);
  await click(page, NAME_FIELD);
  await page.keyboard.press('End');
  for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(name);
  await settle(page, 3);
};

let code = 1;
try {
  await online('ana', 'Ana');
  await click(pages.ana, RATED);
  await shot('ana', '1-rated-public');
  await click(pages.ana, CREATE);
  const seated = await watches.ana.waitFor(/online: seated as (south|north) in room (\w+)/, MOVE_TIMEOUT_MS, 'Ana seated');
  console.log(`Ana: seated as ${seated[1]} in room ${seated[2]}`);
  await online('boris', 'Boris');
  await pages.boris.waitForTimeout(3000);
  await settle(pages.boris, 3);
  await shot('boris', '2-lobby');
  await click(pages.boris, FIRST_JOIN);
  const joined = await watches.boris.waitFor(/online: seated as (south|north) in room (\w+)/, MOVE_TIMEOUT_MS, 'Boris seated');
  console.log(`Boris: seated as ${joined[1]} in room ${joined[2]} from the list`);
  if (joined[2] !== seated[2]) throw new Error('Boris joined another room');
  await pages.ana.waitForTimeout(3000);
  await settle(pages.ana, 3);
  await shot('ana', '3-rated-game');
  await click(pages.ana, OFFER_DRAW);
  await pages.boris.waitForTimeout(3000);
  await settle(pages.boris, 3);
  await shot('boris', '4-draw-offered');
  await click(pages.boris, ACCEPT);
  await pages.ana.waitForTimeout(3000);
  await settle(pages.ana, 3);
  await settle(pages.boris, 3);
  await shot('ana', '5-drawn');
  await shot('boris', '5-drawn');
  // The server kept the game drawn by agreement, and rated it: both players have one game.
  const record = await (await fetch(`${url}games/${seated[2]}.txt`)).text();
  if (!/draw agreed/.test(record)) throw new Error(`the record does not say the draw was agreed:\n${record}`);
  console.log('the record says: draw agreed');
  const players = await (await fetch(`${url}players?format=json`)).json();
  console.log(`the leaderboard: ${JSON.stringify(players)}`);
  const games = JSON.stringify(players);
  if (!/Ana/.test(games) || !/Boris/.test(games)) throw new Error('the leaderboard lacks a player');
  code = 0;
} catch (err) {
  watches.ana.fail(err.message);
  for (const who of ['ana', 'boris']) await shot(who, 'failed').catch(() => {});
}
for (const f of watches.boris.failures) watches.ana.fail(`boris: ${f}`);
const verdict = watches.ana.verdict('lobby test', 'a rated public game created in one page, seen in the other page\'s list of open games and joined from it, a draw offered and accepted, no console errors and no unknown warnings');
await browser.close();
server.kill();
rmSync(data, { recursive: true, force: true });
process.exit(verdict || code);
