// Puts the web page's own texts (the `web-` messages of assets/locales/*.ftl, the same files the
// game compiles in) into the built page as JSON, so the page speaks the browser's language
// before the game has loaded, with no copy of the translations kept by hand.
//
//   node web/messages.mjs LOCALES_DIR PAGE.html
// replaces the contents of the page's <script type="application/json" id="messages"> element
// with {"en": {"web-loading": "…", …}, "es": {…}, …}. The game's tests keep every `web-` message
// a single line of text and { $variables }, which is all this reads.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

const [locales, page] = process.argv.slice(2);
if (!locales || !page) {
  console.error('usage: node web/messages.mjs LOCALES_DIR PAGE.html');
  process.exit(2);
}
const messages = {};
for (const file of (await readdir(locales)).filter((f) => f.endsWith('.ftl')).sort()) {
  const language = basename(file, '.ftl');
  messages[language] = {};
  for (const line of (await readFile(join(locales, file), 'utf8')).split('\n')) {
    const m = line.match(/^(web-[a-z-]+) = (.*)$/);
    if (m) messages[language][m[1]] = m[2].replace(/\{ \$([a-z-]+) \}/g, '{$1}');
  }
}
const count = Object.values(messages).map((m) => Object.keys(m).length);
if (!count.length || count.some((n) => n !== count[0] || n === 0)) {
  console.error(`web messages differ between languages: ${JSON.stringify(count)}`);
  process.exit(1);
}
const html = await readFile(page, 'utf8');
const slot = /(<script type="application\/json" id="messages">)[^<]*(<\/script>)/;
if (!slot.test(html)) {
  console.error(`${page} has no <script type="application/json" id="messages"> element`);
  process.exit(1);
}
// `<` escaped so no message can close the script element.
const json = JSON.stringify(messages).replace(/</g, '\\u003c');
await writeFile(page, html.replace(slot, (_, open, close) => `${open}${json}${close}`));
console.log(`page texts in ${Object.keys(messages).join(', ')}: ${count[0]} messages each`);
