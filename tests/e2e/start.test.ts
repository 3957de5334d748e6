import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/index.ts';
import { slow } from '../helpers/waits.ts';

// Issue 14, point 5: production runs under plain node (tsx only as a module hook), never a CLI or
// watcher that stands between the signal and the server and kills it before it has finished.
const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
const [startCommand, ...startArgs] = startScript.split(/\s+/);
let dataDir = '';

interface Run {
  child: ChildProcess;
  output: () => string;
  webUrl: string;
  apiUrl: string;
}

/** `npm start` as a user runs it: one process, its own ports and data folder. */
async function startProcess(dir: string, env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, startArgs, {
    env: { ...process.env, PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'INFO', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + slow(60_000);
  while (!/api\s+http:\/\/\S+/.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`start failed:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => out, webUrl: /web\s+(http:\/\/\S+)/.exec(out)![1]!, apiUrl: /api\s+(http:\/\/\S+)/.exec(out)![1]! };
}

async function stop(run: Run, signal: NodeJS.Signals): Promise<number | null> {
  // 'close', not 'exit': the child's last lines ("stopped cleanly") may reach its pipes after 'exit'.
  const exited = new Promise<number | null>((resolve) => run.child.once('close', (code) => resolve(code)));
  run.child.kill(signal);
  return exited;
}

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('is plain node with tsx as a module hook', () => {
    expect(startCommand).toBe('node');
    expect(startArgs).toEqual(['--import', 'tsx', 'server/start.ts']);
  });

  it('migrates and seeds a new data folder, prints both URLs, and stops cleanly on SIGTERM', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-start-'));
    const run = await startProcess(dataDir);
    expect(run.output()).toMatch(/"seeds":\["001-brand"(,"[0-9a-z-]+")+\]/);
    const page = await fetch(run.webUrl + '/');
    expect(page.status).toBe(200);
    expect(await stop(run, 'SIGTERM')).toBe(0);
    expect(run.output()).toContain('stopped cleanly');
  });

  it('reuses the data folder on the next start and loses nothing (Ctrl-C stops it too)', async () => {
    // A change made between runs must survive the next start's migrate-and-seed.
    const db = await openPglite(dataDir);
    await db.query("UPDATE hotels SET hotel_name = '라온 리조트 속초 오션' WHERE hotel_seq = 101");
    await db.close();

    const run = await startProcess(dataDir);
    expect(run.output()).toContain('"migrations":[],"seeds":[]');
    const res = await fetch(run.apiUrl + '/brand/branding/main', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_seq: 100, hotel_seq: 101, lang_type: 'KOR' }),
    });
    expect((await res.json()).result_data.branding_data.hotel_name).toBe('라온 리조트 속초 오션');
    expect(await stop(run, 'SIGINT')).toBe(0);
  });

  // Issue 25, point 8: a SIGTERM used to reset the requests that arrived during the drain on
  // connections already open (kept alive between requests, as browsers keep them). Visitors here
  // keep their connections alive and pause between requests; every request sent on an open
  // connection must be answered (from the stop on with Connection: close), none reset.
  it('on SIGTERM, answers every request sent on a connection already open, with Connection: close, and resets none', async () => {
    const run = await startProcess(dataDir);
    const { port } = new URL(run.webUrl);
    const pages = ['/', '/brand', '/promotion', '/hotel/101'];
    for (const page of pages) await (await fetch(`http://127.0.0.1:${port}${page}`)).arrayBuffer();
    const outcome = { answered: 0, closing: 0, resetOnOpen: 0, resetOnNew: 0, refused: 0, other: [] as string[] };
    let exited = false;
    const visitor = async (n: number) => {
      // One connection at a time, kept alive, as a browser tab keeps one.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let i = n;
      while (!exited) {
        const path = pages[i++ % pages.length]!;
        const result = await new Promise<string>((resolve) => {
          const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode === 200 ? (res.headers.connection === 'close' ? 'closing' : 'answered') : `status ${res.statusCode}`));
            res.on('error', (err) => resolve(`reset ${(err as NodeJS.ErrnoException).code ?? err.message}`));
          });
          req.on('error', (err: NodeJS.ErrnoException) => {
            if (err.code === 'ECONNREFUSED') return resolve('refused');
            resolve(`${req.reusedSocket ? 'resetOnOpen' : 'resetOnNew'} ${err.code ?? err.message}`);
          });
        });
        if (result === 'answered' || result === 'closing' || result === 'refused') outcome[result]++;
        else if (result.startsWith('resetOnOpen')) outcome.resetOnOpen++;
        else if (result.startsWith('resetOnNew')) outcome.resetOnNew++;
        else outcome.other.push(result);
        if (result === 'refused') break;
        // A visitor reads the page a moment before the next one.
        await new Promise((r) => setTimeout(r, 20 + ((i * 37) % 400)));
      }
      agent.destroy();
    };
    const visitors = Array.from({ length: 40 }, (_, n) => visitor(n));
    // The stop comes once every visitor has been answered at least once on average: their
    // connections are open and in use (no fixed wait: a busy machine answers later).
    while (outcome.answered < 40) {
      if (outcome.other.length > 0 || outcome.refused > 0) throw new Error(`the visitors failed before the stop: ${JSON.stringify(outcome)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const before = outcome.answered;
    const code = await stop(run, 'SIGTERM').finally(() => (exited = true));
    await Promise.all(visitors);
    expect(before).toBeGreaterThan(0);
    // Requests kept arriving on open connections during the drain, and each was answered.
    expect(outcome.closing, JSON.stringify(outcome)).toBeGreaterThan(0);
    expect({ resetOnOpen: outcome.resetOnOpen, resetOnNew: outcome.resetOnNew, other: outcome.other }, JSON.stringify(outcome)).toEqual({ resetOnOpen: 0, resetOnNew: 0, other: [] });
    expect(code).toBe(0);
  });

  // Issue 14, point 5: a deploy's SIGTERM while visitors are being served loses none of them.
  it('on SIGTERM under load, finishes every request in flight and exits 0 within 10 s', async () => {
    // What is tested is the stop, not the machine's speed: on a 2-core machine that CI keeps busy
    // with other suites, 30 first renders at once can wait on the API longer than its usual 3 s
    // deadline, and a read past its deadline is a 503 by design (site/lib/pageData.server.ts). The
    // deadline is stretched as every wait of the suite is (tests/helpers/waits.ts).
    const run = await startProcess(dataDir, { API_TIMEOUT_MS: String(Math.min(60_000, slow(3_000))) });
    // Pages never asked for before (each a full render with its API reads), so they are in flight
    // for a while: five languages of several pages, on a desktop and a phone.
    const langs = ['ko', 'en', 'ja', 'es', 'th'];
    const targets = ['/', '/brand', '/hotel/101', '/hotel/102/rooms', '/promotion', '/support?state=2'].flatMap((p) =>
      langs.map((lang) => `${p}${p.includes('?') ? '&' : '?'}lang=${lang}`),
    );
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const requests = targets.map((target, i) =>
      fetch(run.webUrl + target, { headers: { 'user-agent': i % 2 ? 'Mozilla/5.0 (iPhone) Mobile' : 'Mozilla/5.0 Chrome/126' } }).then(async (res) => {
        firstAnswer();
        return { target, status: res.status, body: await res.text() };
      }),
    );
    // Once the server has answered one, the rest are in its hands (accepted, rendering or queued).
    await answered;
    const exited = stop(run, 'SIGTERM');
    const results = await Promise.allSettled(requests);
    const code = await exited;
    const failed = results.filter((r) => r.status === 'rejected' || r.value.status !== 200 || !r.value.body.includes('</html>'));
    // On a failure, what the server logged says why (an API deadline, a cut connection).
    const serverWarnings = run.output().split('\n').filter((line) => /"level":"(WARN|ERROR)"|warn|error/i.test(line)).slice(0, 20).join('\n');
    const summary = failed.slice(0, 3).map((r) => (r.status === 'rejected' ? String(r.reason) : `${r.value.target}: ${r.value.status}`));
    expect(failed, `${summary.join('; ')}\n${serverWarnings}`).toEqual([]);
    // Exit 0 and "stopped cleanly": the stop ended within its own limit (server/lib/shutdown.ts exits 1
    // past SHUTDOWN_LIMIT_MS, 9.5 s, as the process counts it), not a time this test measures from outside.
    expect(code).toBe(0);
    expect(run.output()).toContain('stopped cleanly');
  });
});
