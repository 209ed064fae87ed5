import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import yazl from 'yazl'; import zlib from 'node:zlib'; import { createRequire } from 'node:module'; const c = createRequire(import.meta.url)('buffer-crc32'); c.unsigned = (b, p) => zlib.crc32(b, p ?? 0);
const files = Array.from({length:200},(_, i)=>`/tmp/zipexp/src/f${i+1}.jpg`);
async function plain() {
  const out = fs.createWriteStream('/tmp/zipexp/plain.bin');
  for (const f of files) await pipeline(fs.createReadStream(f), out, { end: false });
  out.end(); await new Promise(r => out.on('close', r));
}
async function zip() {
  const z = new yazl.ZipFile();
  for (const f of files) z.addReadStreamLazy(f.split('/').pop(), { compress: false, size: 10485760 }, (cb) => cb(null, fs.createReadStream(f)));
  z.end();
  await pipeline(z.outputStream, fs.createWriteStream('/tmp/zipexp/out.zip'));
}
for (const [n, f] of [['plain', plain], ['yazl', zip], ['plain', plain], ['yazl', zip]]) {
  const t = performance.now(); await f(); console.log(n, ((performance.now()-t)/1000).toFixed(2), 's');
}
