import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import yazl from 'yazl';
const files = Array.from({length:200},(_, i)=>`/tmp/zipexp/src/f${i+1}.jpg`);
const sink = () => new Writable({ write(c, e, cb) { cb(); } });
async function plain() {
  const out = sink();
  for (const f of files) await pipeline(fs.createReadStream(f), out, { end: false });
}
async function zip() {
  const z = new yazl.ZipFile();
  for (const f of files) z.addReadStreamLazy(f.split('/').pop(), { compress: false, size: 10485760 }, (cb) => cb(null, fs.createReadStream(f)));
  z.end();
  await pipeline(z.outputStream, sink());
}
const run = async (label) => { for (const [n, f] of [['plain', plain], [label, zip]]) {
  const t = performance.now(); await f(); console.log(n, ((performance.now()-t)/1000).toFixed(2), 's'); } };
await run('yazl');
const c = createRequire(import.meta.url)('../../node_modules/yazl/node_modules/buffer-crc32');
c.unsigned = (b, p) => zlib.crc32(b, p ?? 0);
await run('yazl+native crc');
