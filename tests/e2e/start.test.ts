import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/index.ts';

const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
let dataDir = '';

interface Run {
  child: ChildProcess;
  output: () => string;
  webUrl: string;
  apiUrl: string;
}

/** `npm start` as a user runs it: one process, its own ports and data folder. */
async function startProcess(dir: string): Promise<Run> {
  const child = spawn(process.execPath, [tsx, 'server/start.ts'], {
    env: { ...process.env, PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'INFO', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 60_000;
  while (!/api\s+http:\/\/\S+/.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`start failed:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => out, webUrl: /web\s+(http:\/\/\S+)/.exec(out)![1]!, apiUrl: /api\s+(http:\/\/\S+)/.exec(out)![1]! };
}

async function stop(run: Run, signal: NodeJS.Signals): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => run.child.once('exit', (code) => resolve(code)));
  run.child.kill(signal);
  return exited;
}

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
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
});
