import fs from 'node:fs';
import http from 'node:http';

/** Baseline: plain node:http serving one file from disk per request, as a static file server does. */
const file = process.env.FILE!;
const type = process.env.TYPE ?? 'application/octet-stream';
const server = http.createServer((_req, res) => {
  fs.stat(file, (error, stat) => {
    if (error) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': stat.size, etag: `"${stat.mtimeMs}"` });
    fs.createReadStream(file).pipe(res);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('is running at'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
