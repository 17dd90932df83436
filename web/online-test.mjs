// Browser test of online play: two players in two Chromium pages (each its own storage, as two
// people's browsers) on one `kalah-server`, which serves the web build too (`--web DIST`) and
// listens on loopback on a port of its own choosing, over a store in a fresh folder:
//  1. Ana's page: New game, "Play online", Create. The waiting room shows the code; "Copy link"
//     puts this page's address with `?join=CODE` on the clipboard.
//  2. Boris's page opens that link: never named, it asks his name once; he types it and joins
//     the room, and both see the game start.
//  3. They play it to the end with clicks on the board, each in their own page, each move seen
//     sown in both pages; the pits' accessible names (the page's pit buttons) say whose turn it is
//     and that the opponent is online. After a few moves Boris reloads his page: the game takes
//     his seat back from local storage and goes on.
//  4. Both pages see the game over, keep it in their history with its room, and show the end.
// Fails on any panic, error or unknown warning in either console (test-page.mjs). The overlay's
// buttons are clicked where egui lays them out in English at 1280x800 (measured on the native
// build, whose overlay is the same); a screenshot of each step goes to OUT_DIR.
//
//   node web/online-test.mjs [DIST_DIR] [KALAH_SERVER] [OUT_DIR]
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CREATE, Console, MOVE_TIMEOUT_MS, NEW_GAME, PLAY_ONLINE_TAB, READY_TIMEOUT_MS, countFrames, launch,
  settle, startServer,
} from './test-page.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const serverBin = resolve(process.argv[3]
  ?? join(process.env.CARGO_TARGET_DIR ?? 'target', 'release', 'kalah-server'));
const out = resolve(process.argv[4] ?? join(dist, 'online-test'));
mkdirSync(out, { recursive: true });

// Where this test's other buttons are, in CSS pixels (see above; New game, Play online and
// Create, which the lobby test clicks too, are in test-page.mjs).
const COPY_LINK = [64, 375];
// The name asked once when a link is followed by a player never named: its field and Join.
const NAME_FIELD = [244, 313];
const JOIN_NAMED = [46, 342];
// The move after which Boris reloads his page.
const RELOAD_AFTER = 6;
const MAX_MOVES = 300;

// The server, on loopback, with a store of its own; the one line it prints says where.
const { server, url, data } = await startServer(serverBin, dist, 'online-test');
console.log(`kalah-server on ${url} (store in ${data})`);

const browser = await launch();
const watches = { ana: new Console(), boris: new Console() };
const contexts = {};
const pages = {};
for (const who of ['ana', 'boris']) {
  contexts[who] = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  pages[who] = watches[who].watch(await contexts[who].newPage());
}
const fail = (why) => watches.ana.fail(why);
const shot = (who, name) => pages[who].screenshot({ path: join(out, `${who}-${name}.png`), timeout: MOVE_TIMEOUT_MS });
// The pointer rests on the button a frame (so egui sees it there), clicks, and the game draws
// the frames that answer the click.
const click = async (page, [x, y]) => {
  await page.mouse.move(x, y);
  await settle(page, 1);
  await page.mouse.click(x, y);
  await settle(page, 3);
};
// The page's pit buttons, as a screen reader finds them: label, and the move where one is open.
const pitButtons = (page) => page.evaluate(() => [...document.querySelectorAll('#kalah-pits button')]
  .map((b) => {
    const r = b.getBoundingClientRect();
    return {
      label: b.getAttribute('aria-label'),
      pit: b.getAttribute('data-pit'),
      open: b.getAttribute('aria-disabled') !== 'true' && b.hasAttribute('data-pit'),
      x: r.x + r.width / 2,
      y: r.y + r.height / 2,
    };
  }));
// The number of moves a page's log has shown played, from `since` on.
const played = (who) => watches[who].logs.filter((l) => /played \S+ for (south|north)/.test(l)).length;

let code = 1;
try {
  // 1. Ana creates a game.
  await pages.ana.goto(url);
  await watches.ana.waitFor(/board ready/, READY_TIMEOUT_MS, "Ana's board");
  await countFrames(pages.ana);
  await click(pages.ana, NEW_GAME);
  await click(pages.ana, PLAY_ONLINE_TAB);
  await shot('ana', '1-play-online');
  await click(pages.ana, CREATE);
  const seated = await watches.ana.waitFor(/online: seated as (south|north) in room (\w+)/, MOVE_TIMEOUT_MS, 'Ana seated');
  const room = seated[2];
  console.log(`Ana: seated as ${seated[1]} in room ${room}`);
  await settle(pages.ana, 3);
  await shot('ana', '2-waiting-room');
  await pages.ana.evaluate(() => navigator.clipboard.writeText(''));
  await click(pages.ana, COPY_LINK);
  let link = '';
  for (let i = 0; i < 60 && !link; i++) {
    await pages.ana.waitForTimeout(1000);
    link = await pages.ana.evaluate(() => navigator.clipboard.readText());
  }
  const linkCode = new URL(link).searchParams.get('join')?.replace('-', '');
  if (!link.startsWith(url) || linkCode !== room) fail(`Copy link put '${link}' on the clipboard, not ${url}?join=${room}`);
  console.log(`Copy link: ${link}`);

  // 2. Boris follows the link. Never named, he is asked his name once: he types it and joins.
  await pages.boris.goto(link);
  await watches.boris.waitFor(/board ready/, READY_TIMEOUT_MS, "Boris's board");
  await countFrames(pages.boris);
  await pages.boris.waitForTimeout(2000);
  await shot('boris', '1-name-asked');
  await click(pages.boris, NAME_FIELD);
  await pages.boris.keyboard.press('End');
  for (let i = 0; i < 'Player'.length; i++) await pages.boris.keyboard.press('Backspace');
  await pages.boris.keyboard.type('Boris');
  await settle(pages.boris, 2);
  await click(pages.boris, JOIN_NAMED);
  await watches.boris.waitFor(new RegExp(`online: seated as (south|north) in room ${room}`), READY_TIMEOUT_MS, 'Boris seated');
  await watches.boris.waitFor(/board ready/, READY_TIMEOUT_MS, "Boris's board");
  await countFrames(pages.boris);
  for (const who of ['ana', 'boris']) {
    await watches[who].waitFor(/online: the game in room \w+ started/, MOVE_TIMEOUT_MS, `the game started for ${who}`);
  }
  console.log('both pages: the game started');

  // 3. Play to the end: whoever's page has an open pit clicks it on the board.
  let moves = 0;
  let reloaded = false;
  let labelsChecked = false;
  while (moves < MAX_MOVES) {
    const over = ['ana', 'boris'].every((who) => watches[who].logs.some((l) => /online: the game in room \w+ is over/.test(l)));
    if (over) break;
    let mover = null;
    let open = [];
    for (const who of ['ana', 'boris']) {
      const buttons = await pitButtons(pages[who]);
      const mine = buttons.filter((b) => b.open);
      if (mine.length) {
        mover = who;
        open = mine;
        if (!labelsChecked) {
          const other = buttons.find((b) => !b.open && /^North|^South/.test(b.label ?? ''));
          if (!/against an opponent online/.test(mine[0].label)) fail(`an open pit is named '${mine[0].label}'`);
          const theirs = await pitButtons(pages[who === 'ana' ? 'boris' : 'ana']);
          if (!theirs.some((b) => /to move, online/.test(b.label ?? ''))) {
            fail(`the waiting page's pits do not say whose turn it is: ${JSON.stringify(theirs.map((b) => b.label))}`);
          }
          console.log(`pit names: '${mine[0].label}'; '${other?.label}'`);
          labelsChecked = true;
        }
        break;
      }
    }
    if (!mover) {
      await pages.ana.waitForTimeout(500);
      continue;
    }
    // A pit picked by the move number, so the game is not always the same.
    const pit = open[(moves * 7) % open.length];
    const before = { ana: played('ana'), boris: played('boris') };
    await pages[mover].mouse.move(pit.x, pit.y);
    await settle(pages[mover], 1);
    await pages[mover].mouse.click(pit.x, pit.y);
    // The move is sown in both pages.
    for (const who of ['ana', 'boris']) {
      const deadline = Date.now() + MOVE_TIMEOUT_MS;
      while (played(who) <= before[who]) {
        if (Date.now() > deadline) throw new Error(`move ${moves + 1} (${mover}, pit ${Number(pit.pit) + 1}) never reached ${who}`);
        await pages[who].waitForTimeout(200);
      }
    }
    moves += 1;
    if (moves === 2) await shot(mover, '3-live');
    if (moves === RELOAD_AFTER && !reloaded) {
      reloaded = true;
      await shot('boris', '4-before-reload');
      watches.boris.clear();
      await pages.boris.reload();
      await watches.boris.waitFor(new RegExp(`taking back the online seat in room ${room}`), READY_TIMEOUT_MS, "Boris's seat taken back");
      await watches.boris.waitFor(new RegExp(`online: seated as (south|north) in room ${room}`), READY_TIMEOUT_MS, 'Boris seated again');
      await watches.boris.waitFor(/board ready/, READY_TIMEOUT_MS, "Boris's board after the reload");
      await countFrames(pages.boris);
      console.log(`Boris reloaded his page after move ${moves}: his seat was taken back`);
      await shot('boris', '5-after-reload');
    }
  }
  if (moves >= MAX_MOVES) fail(`the game was not over after ${MAX_MOVES} moves`);
  console.log(`the game is over after ${moves} moves`);

  // 4. The end, kept in both histories with its room.
  for (const who of ['ana', 'boris']) {
    await settle(pages[who], 3);
    await shot(who, '6-over');
    let kept = null;
    for (let i = 0; i < 60 && !kept; i++) {
      kept = await pages[who].evaluate(() => localStorage.getItem('kalah3d.history'));
      if (!kept || !kept.includes('Room')) {
        kept = null;
        await pages[who].waitForTimeout(1000);
      }
    }
    if (!kept) fail(`${who}'s history has no game with its room`);
    else console.log(`${who}: the game is kept in the history with its room`);
  }
  code = 0;
} catch (err) {
  fail(err.message);
  for (const who of ['ana', 'boris']) await shot(who, 'failed').catch(() => {});
}
for (const who of ['ana', 'boris']) {
  for (const f of watches[who].failures) watches.ana.failures.includes(f) || watches.ana.fail(`${who}: ${f}`);
}
const verdict = watches.ana.verdict('online test', 'a game created in one page, joined in the other through the copied link, played to the end with clicks, one page reloaded mid-game and its seat taken back, kept in both histories, no console errors and no unknown warnings');
await browser.close();
server.kill();
rmSync(data, { recursive: true, force: true });
process.exit(verdict || code);
