// A stand-in for a slow operator API, for `npm run bench` (scripts/bench-portal.ts) and tests: a
// process of its own that holds every request DELAY ms, then passes it to TARGET. `PUT
// /__bench/delay/<ms>` changes the delay (for requests that arrive after it); `GET /__bench/answers`
// lists what TARGET answered to the requests passed on, in order ({method, url, status}), so that a
// test can tell when a request it gave up on has reached TARGET. Usage: node scripts/slow-proxy.mjs
// <target> <delay ms>
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { setTimeout } from 'node:timers';

const [target, initial] = process.argv.slice(2);
if (!target) {
  console.error('usage: node scripts/slow-proxy.mjs <target url> <delay ms>');
  process.exit(2);
}
let delay = Number(initial ?? 2000);
/** @type {{ method: string | undefined, url: string | undefined, status: number }[]} */
const answers = [];
const agent = new http.Agent({ keepAlive: true });
const server = http.createServer((req, res) => {
  const control = /^\/__bench\/delay\/(\d+)$/.exec(req.url ?? '');
  if (control && req.method === 'PUT') {
    delay = Number(control[1]);
    res.end(String(delay));
    return;
  }
  if (req.url === '/__bench/answers' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers));
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    setTimeout(() => {
      const upstream = http.request(target + req.url, { method: req.method, headers: req.headers, agent }, (answer) => {
        answers.push({ method: req.method, url: req.url, status: answer.statusCode ?? 0 });
        // The caller may have gone (it gave up waiting): the answer is still read, and dropped.
        if (res.destroyed) return void answer.resume();
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        answers.push({ method: req.method, url: req.url, status: 0 });
        if (!res.destroyed) res.writeHead(502).end();
      });
      upstream.end(Buffer.concat(chunks));
    }, delay);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`slow proxy on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => process.exit(0));
