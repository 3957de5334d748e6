// The yardsticks of `npm run bench`, in a process of their own (neither the site's nor the load
// generator's): express.static serving files as they are (identity), and a bare node:http server
// sending bytes compressed beforehand, the fastest a Node server can answer. Usage:
//   node scripts/bench-baselines.mjs DIR
// DIR holds the files; DIR/bare.gz is what the bare server sends (gzip). Prints one JSON line with
// both addresses, then serves until it is killed.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';

const dir = process.argv[2];
if (!dir || !fs.existsSync(dir)) {
  console.error('usage: node scripts/bench-baselines.mjs DIR (an existing folder of files to serve)');
  process.exit(2);
}

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));

const app = express();
app.disable('x-powered-by');
app.use(express.static(dir, { etag: true, lastModified: true }));
const staticUrl = await listen(http.createServer(app));

// Read on each request's first turn only once: the file is written before the run that uses it.
let gz = null;
const bareUrl = await listen(
  http.createServer((req, res) => {
    gz ??= fs.readFileSync(path.join(dir, 'bare.gz'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': gz.length });
    res.end(req.method === 'HEAD' ? undefined : gz);
  }),
);

console.log(JSON.stringify({ staticUrl, bareUrl }));
process.on('SIGTERM', () => process.exit(0));
