// A stand-in for a slow operator API, for `npm run bench` (scripts/bench-portal.ts): a process of
// its own that holds every request DELAY ms, then passes it to TARGET. `PUT /__bench/delay/<ms>`
// changes the delay. Usage: node scripts/slow-proxy.mjs <target> <delay ms>
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { setTimeout } from 'node:timers';

const [target, initial] = process.argv.slice(2);
if (!target) {
  console.error('usage: node scripts/slow-proxy.mjs <target url> <delay ms>');
  process.exit(2);
}
let delay = Number(initial ?? 2000);
const agent = new http.Agent({ keepAlive: true });
const server = http.createServer((req, res) => {
  const control = /^\/__bench\/delay\/(\d+)$/.exec(req.url ?? '');
  if (control && req.method === 'PUT') {
    delay = Number(control[1]);
    res.end(String(delay));
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    setTimeout(() => {
      const upstream = http.request(target + req.url, { method: req.method, headers: req.headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(Buffer.concat(chunks));
    }, delay);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`slow proxy on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => process.exit(0));
