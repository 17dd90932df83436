// Precompresses a web build for serving: beside every .wasm, .js and .html file of the folder
// (not the sounds: Ogg is compressed already) it writes FILE.br (brotli, quality 11) and
// FILE.gz (gzip, level 9), and prints each file's sizes. A static host that serves
// precompressed files (nginx's gzip_static and brotli_static, Caddy's `precompressed br gzip`)
// then sends the smallest one the browser accepts, without compressing anything per request.
//   node web/compress.mjs DIR
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node web/compress.mjs DIR');
  process.exit(2);
}
const total = { raw: 0, br: 0, gz: 0 };
for (const name of readdirSync(dir).sort()) {
  if (!/\.(wasm|js|html)$/.test(name)) continue;
  const path = join(dir, name);
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
  total.raw += raw.length;
  total.br += br.length;
  total.gz += gz.length;
  console.log(`${name}: ${raw.length} bytes raw, ${br.length} brotli, ${gz.length} gzip`);
}
console.log(`in all: ${total.raw} bytes raw, ${total.br} brotli, ${total.gz} gzip`);
