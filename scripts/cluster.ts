// `npm run cluster` (issue 30): the deployment in small, on this machine. Varnish on CLUSTER_PORT
// (default 8080) with the project's deploy/varnish/default.vcl in front of two web processes, one
// API process, PostgreSQL (DATABASE_URL; default a database of its own on the local server) and
// Redis (REDIS_URL; default the local server). Ctrl-C or SIGTERM stops everything it started.
// docs/deploy.md describes the topology and what to set on each process in production.
//
// Importable: startCluster() is what the cluster test (tests/cluster) and `npm run bench:cluster`
// drive, with a database and port of their own.
import '../server/lib/node-env.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { buildIfMissing } from '../server/start.ts';
import { ensureVarnish } from './ensure-varnish.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsx = ['--import', 'tsx'];

const options = z.object({
  port: z.coerce.number().int().min(1).max(65535).default(8080),
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').default('postgres://postgres@127.0.0.1:5432/raon_cluster'),
  redisUrl: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').default('redis://127.0.0.1:6379'),
  webProcesses: z.number().int().min(1).max(8).default(2),
  /** Where the processes keep their files (the web's session key, Varnish's working folder). */
  dataDir: z.string().default(path.join(root, '.cluster')),
  /** Each process's log lines are prefixed and written here (default: this process's stdout). */
  log: z.custom<(line: string) => void>().optional(),
  logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
});
export type ClusterOptions = z.input<typeof options>;

export interface Cluster {
  /** Varnish: the address visitors use. */
  url: string;
  apiUrl: string;
  webUrls: string[];
  databaseUrl: string;
  /** Kills web process i at once (SIGKILL), as a crash would. */
  killWeb(i: number): Promise<void>;
  /** Starts web process i again on its port. */
  startWeb(i: number): Promise<void>;
  /** The process ids of the web processes (null: not running) and of the API, for measurements. */
  pids(): { webs: (number | null)[]; api: number | null };
  /** Stops the API gracefully (SIGTERM) and starts it again on its port. */
  restartApi(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Creates the database on its server when it does not exist yet (the server's own `postgres` database is asked). */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`DATABASE_URL names the database "${name}": use lower-case letters, digits and _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`PostgreSQL at ${admin.host} does not answer (${(err as Error).message}): start it or set DATABASE_URL`);
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function waitFor(url: string, what: string, child: ChildProcess, limitMs = 60_000): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} ended before it answered (exit ${child.exitCode ?? child.signalCode}; see its log above)`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${what} did not answer ${url} within ${limitMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startCluster(input: ClusterOptions = {}): Promise<Cluster> {
  const o = options.parse(input);
  const print = o.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const varnishd = ensureVarnish({ quiet: Boolean(o.log) });
  buildIfMissing();
  fs.mkdirSync(o.dataDir, { recursive: true });
  await ensureDatabase(o.databaseUrl);

  const children = new Set<ChildProcess>();
  const run = (name: string, cmd: string, args: string[], env: Record<string, string>): ChildProcess => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    child.once('exit', () => children.delete(child));
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) print(`${name.padEnd(7)}| ${line}`);
      });
    }
    return child;
  };
  const stopAll = async () => {
    await Promise.all([...children].map((c) => stopChild(c)));
  };

  try {
    // Migrations and the demo seed, once, before any process starts (the Procfile's release).
    const release = run('release', process.execPath, [...tsx, 'server/db/release.ts'], { DATABASE_URL: o.databaseUrl, LOG_LEVEL: o.logLevel });
    const code = await new Promise<number | null>((resolve) => release.once('exit', resolve));
    if (code !== 0) throw new Error(`the release (migrations and seed) failed with exit ${code}: see its log above`);

    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const publicOrigin = `http://127.0.0.1:${o.port}`;
    const apiEnv = { API_PORT: String(apiPort), HOST: '127.0.0.1', DATABASE_URL: o.databaseUrl, REDIS_URL: o.redisUrl, LOG_LEVEL: o.logLevel, DATA_DIR: o.dataDir };
    const startApi = async () => {
      const child = run('api', process.execPath, [...tsx, 'server/api/main.ts'], apiEnv);
      await waitFor(`${apiUrl}/healthz`, 'the API', child);
      return child;
    };
    let api = await startApi();

    const webPorts = await Promise.all(Array.from({ length: o.webProcesses }, () => freePort()));
    const webs: (ChildProcess | null)[] = webPorts.map(() => null);
    const startWeb = async (i: number) => {
      const env = {
        PORT: String(webPorts[i]),
        HOST: '127.0.0.1',
        API_URL: apiUrl,
        PUBLIC_ORIGIN: publicOrigin,
        ALLOWED_HOSTS: `localhost:${o.port}`,
        CACHE_PURGE_URL: publicOrigin,
        REDIS_URL: o.redisUrl,
        DATA_DIR: o.dataDir,
        // Two web processes share two cores: one render thread each.
        RENDER_THREADS: '1',
        LOG_LEVEL: o.logLevel,
      };
      // CLUSTER_CPU_PROFILE=<folder>: each web process (and each of its render threads) writes a V8
      // CPU profile there when it stops (for where a miss's time goes, docs/decisions.md issue 30).
      const profile = process.env.CLUSTER_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.CLUSTER_CPU_PROFILE)}`] : [];
      const child = run(`web${i + 1}`, process.execPath, [...profile, ...tsx, 'server/web/main.ts'], env);
      webs[i] = child;
      await waitFor(`http://127.0.0.1:${webPorts[i]}/healthz`, `web process ${i + 1}`, child);
    };
    // Varnish: the project's VCL, with backends.vcl for these processes beside it.
    const varnishDir = path.join(o.dataDir, `varnish-${o.port}`);
    fs.mkdirSync(varnishDir, { recursive: true });
    const backends = webPorts
      .map(
        (port, i) =>
          `backend web${i + 1} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .connect_timeout = 1s;\n  .first_byte_timeout = 30s;\n  .probe = { .url = "/healthz"; .interval = 500ms; .timeout = 1s; .window = 3; .threshold = 2; .initial = 3; }\n}\n`,
      )
      .join('');
    fs.writeFileSync(
      path.join(varnishDir, 'backends.vcl'),
      `# Written by scripts/cluster.ts for this run.\n${backends}\nacl raon_purgers {\n  "127.0.0.1";\n  "::1";\n}\n\nsub raon_init {\n  new web = directors.round_robin();\n${webPorts.map((_, i) => `  web.add_backend(web${i + 1});\n`).join('')}}\n\nsub raon_backend {\n  set req.backend_hint = web.backend();\n}\n`,
    );
    // First, so that the web processes' first purge finds it; its probes wait for them.
    const varnish = run('varnish', varnishd, [
      '-F',
      '-j', 'none',
      '-n', varnishDir,
      '-a', `127.0.0.1:${o.port}`,
      '-T', 'none',
      '-f', path.join(root, 'deploy/varnish/default.vcl'),
      '-p', `vcl_path=${varnishDir}:${path.join(root, 'deploy/varnish')}`,
      '-s', 'malloc,256m',
    ], {});
    await Promise.all(webPorts.map((_, i) => startWeb(i)));
    await waitFor(`${publicOrigin}/healthz`, 'Varnish', varnish);

    let stopped = false;
    return {
      url: publicOrigin,
      apiUrl,
      webUrls: webPorts.map((p) => `http://127.0.0.1:${p}`),
      databaseUrl: o.databaseUrl,
      async killWeb(i) {
        const child = webs[i];
        if (!child) return;
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        });
        webs[i] = null;
      },
      startWeb,
      pids: () => ({ webs: webs.map((w) => w?.pid ?? null), api: api.pid ?? null }),
      async restartApi() {
        await stopChild(api);
        api = await startApi();
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        // Varnish first (no new requests), then the web processes, then the API they call.
        await stopChild(varnish);
        await Promise.all(webs.map((w) => (w ? stopChild(w) : undefined)));
        await stopChild(api);
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const env = z
    .object({
      CLUSTER_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
      DATABASE_URL: z.string().optional(),
      REDIS_URL: z.string().optional(),
    })
    .safeParse(process.env);
  if (!env.success) {
    console.error(`cluster: ${env.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    process.exit(1);
  }
  startCluster({ port: env.data.CLUSTER_PORT, databaseUrl: env.data.DATABASE_URL, redisUrl: env.data.REDIS_URL }).then(
    (cluster) => {
      console.log(`\n  site (Varnish)  ${cluster.url}\n  web processes   ${cluster.webUrls.join(', ')}\n  api             ${cluster.apiUrl}\n  database        ${cluster.databaseUrl.replace(/:[^:@/]*@/, ':***@')}\n\n  Ctrl-C stops everything.\n`);
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        console.log(`\n${signal}: stopping Varnish, the web processes and the API…`);
        cluster.stop().then(() => process.exit(0), (err: unknown) => {
          console.error(err);
          process.exit(1);
        });
      };
      process.on('SIGINT', () => stop('SIGINT'));
      process.on('SIGTERM', () => stop('SIGTERM'));
    },
    (err: unknown) => {
      console.error(`cluster: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
