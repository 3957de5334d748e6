import { expect } from 'vitest';
import { createApi, routes } from '../../server/api/app.ts';
import { verifyPassword } from '../../server/api/domain/password.ts';
import { errorEnvelope, successSchema } from '../../server/api/registry.ts';
import { loadConfig } from '../../server/config.ts';
import { listen } from '../../server/lib/http.ts';
import { createTestDb, type TestDb } from './db.ts';

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary response shapes
}

export interface TestApi extends TestDb {
  url: string;
  /** POSTs JSON (or a raw string body); every answer is checked against the route's schema. */
  post(path: string, body: unknown, init?: { raw?: boolean; headers?: Record<string, string>; token?: string }): Promise<Answer>;
  /** Logs a demo user in (password demo1234!) and returns the bearer token. */
  token(loginId: string): Promise<string>;
  /** Password checks (argon2 verifications, the decoy's included) the API has started so far. */
  passwordChecks(): number;
  close(): Promise<void>;
}

/** Removes the rate-limit keys this test file made in Redis. */
async function purgeRedis(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

const byPath = new Map(routes.map((r) => [r.path, r]));

/** Every response of a registered call matches the OpenAPI schemas: success or error envelope. */
function checkShape(path: string, status: number, body: unknown): void {
  const def = byPath.get(path);
  if (!def) return;
  if (status === 200) {
    const parsed = successSchema(def).safeParse(body);
    expect(parsed.success, `${path} answer does not match its schema: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
  } else {
    const parsed = errorEnvelope.safeParse(body);
    expect(parsed.success, `${path} error ${status} is not in the envelope: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
  }
}

/** The real api app on an ephemeral port over a fresh database. */
export async function startApi(opts: { redisPrefix?: string; env?: Record<string, string> } = {}): Promise<TestApi> {
  const testDb = await createTestDb();
  const config = loadConfig({ REDIS_URL: process.env.TEST_REDIS_URL, LOG_LEVEL: 'ERROR', ...opts.env });
  const prefix = opts.redisPrefix ?? `raon-test-${process.pid}-${Math.random().toString(36).slice(2)}`;
  let checks = 0;
  // The real check, counted: what the log-in limits bound is how many passwords get checked.
  const countedVerify = (password: string, stored: string) => {
    checks += 1;
    return verifyPassword(password, stored);
  };
  const api = createApi({ db: testDb.db, config, limiterPrefix: prefix, verifyPassword: countedVerify });
  const server = await listen(api.app, 0, '127.0.0.1');
  const post: TestApi['post'] = async (path, body, init = {}) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
      body: init.raw ? (body as string) : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON answers are returned as text for the assertion to show.
    }
    checkShape(path, res.status, parsed);
    return { status: res.status, headers: res.headers, body: parsed };
  };
  return {
    ...testDb,
    url: server.url,
    post,
    async token(loginId) {
      const res = await post('/client/user/login', { loginId, password: 'demo1234!', joinType: 'NORMAL', hotelCode: 13 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.token as string;
    },
    passwordChecks: () => checks,
    async close() {
      await server.close();
      await api.close();
      await testDb.dispose();
      if (config.REDIS_URL) await purgeRedis(config.REDIS_URL, prefix);
    },
  };
}

/** The brand site's scope in the demo data: the company, Sokcho (101), Korean. */
export const BRAND_SCOPE = { company_seq: 100, hotel_seq: 101, lang_type: 'KOR' } as const;

/**
 * A brand call of `api()` (read when called: the api starts in beforeAll) in BRAND_SCOPE with
 * `body` over it; its result_data, once it has answered 200 (the failure shows the answer).
 */
export function brandCall(api: () => TestApi) {
  return async (path: string, body: Record<string, unknown> = {}) => {
    const res = await api().post(`/brand/branding/${path}`, { ...BRAND_SCOPE, ...body });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.result_data;
  };
}
