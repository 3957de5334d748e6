import { inject } from 'vitest';
import { createApiApp } from '../../server/api/app.ts';
import { listen } from '../../server/lib/http.ts';
import { createTestDb, type TestDb } from './db.ts';

export interface TestApi extends TestDb {
  url: string;
  /** POSTs JSON (or a raw string body) and returns status, headers and parsed body. */
  post(path: string, body: unknown, init?: { raw?: boolean; headers?: Record<string, string> }): Promise<{ status: number; headers: Headers; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary response shapes
  close(): Promise<void>;
}

/** The real api app on an ephemeral port over a fresh database. */
export async function startApi(): Promise<TestApi> {
  const testDb = await createTestDb(inject('pgliteTemplate') || undefined);
  const server = await listen(createApiApp({ db: testDb.db }), 0, '127.0.0.1');
  return {
    ...testDb,
    url: server.url,
    async post(path, body, init = {}) {
      const res = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: init.raw ? (body as string) : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Non-JSON answers are returned as text for the assertion to show.
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async close() {
      await server.close();
      await testDb.dispose();
    },
  };
}
