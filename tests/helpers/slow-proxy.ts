import { spawn } from 'node:child_process';

/**
 * A proxy that holds every request `delay` ms (changeable), then passes it to `target`: the
 * operator API made slow, in a process of its own (scripts/slow-proxy.mjs). Used by
 * `npm run bench` (scripts/bench-portal.ts) and by e2e tests that need a call to answer after the
 * page's shell (a card streamed on its own).
 */
export async function slowProxy(target: string, initialDelay: number): Promise<{ url: string; setDelay(ms: number): Promise<void>; answers(): Promise<{ method: string; url: string; status: number }[]>; close(): void }> {
  const child = spawn(process.execPath, ['scripts/slow-proxy.mjs', target, String(initialDelay)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /slow proxy on (http:\/\/[\w.:]+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the proxy ended (${code}) before listening:\n${out}`)));
  });
  return {
    url,
    async setDelay(ms: number) {
      const res = await fetch(`${url}/__bench/delay/${ms}`, { method: 'PUT' });
      if (!res.ok) throw new Error(`the proxy refused the delay ${ms}`);
    },
    /** What the target answered to the requests passed on, in order. */
    async answers() {
      return (await (await fetch(`${url}/__bench/answers`)).json()) as { method: string; url: string; status: number }[];
    },
    close: () => child.kill('SIGTERM'),
  };
}
