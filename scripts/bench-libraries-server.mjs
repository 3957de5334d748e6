import http from 'node:http';
const answer = JSON.stringify({ result: true, code: 'S001', result_data: { data: Array.from({ length: 12 }, (_, i) => ({ std_month: `2026${String(i + 1).padStart(2, '0')}`, amount: 1234567 * i })) } });
const s = http.createServer((req, res) => { let b = ''; req.on('data', (c) => (b += c)); req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(answer); }); });
s.keepAliveTimeout = 60_000;
s.listen(0, '127.0.0.1', () => process.send(s.address().port));
