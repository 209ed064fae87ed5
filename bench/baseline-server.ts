import http from 'node:http';

/** Baseline: plain node:http answering fixed bytes, the ceiling any JSON endpoint could reach here. */
const body = Buffer.from(process.env.BODY ?? '{}');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('is running at'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
