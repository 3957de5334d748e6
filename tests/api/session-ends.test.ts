// Issue 25, point 8: sessions that end. A log-out while the API is down leaves no token working
// once it is back, and the owner is told; /member never renders the shell (name, member numbers)
// for a token the API no longer accepts. The real web app (production build) over the real API,
// the API behind a TCP proxy that can be cut.
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/portal.ts';
import { loadConfig } from '../../server/config.ts';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { buildIfMissing } from '../../server/start.ts';
import { createWebApp } from '../../server/web/app.ts';
import { createSealer } from '../../server/web/middleware/owner-session.ts';
import { LIVE_FOR_MS } from '../../server/web/middleware/session-ends.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { outageServer, type Outage } from '../helpers/tcp.ts';
import { slow } from '../helpers/waits.ts';

const SECRET = 's'.repeat(40);
let api: TestApi;
let proxy: Outage;
let web: RunningServer;

/** A web app as `npm run web` makes it, against `apiUrl`, sharing the session key. */
async function webApp(apiUrl: string): Promise<RunningServer> {
  return listen(await createWebApp({ config: loadConfig({ API_URL: apiUrl, API_TIMEOUT_MS: '1500', SESSION_SECRET: SECRET, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'ERROR', RENDER_THREADS: '1' }) }), 0, '127.0.0.1');
}

beforeAll(async () => {
  buildIfMissing();
  api = await startApi();
  const { port } = new URL(api.url);
  proxy = await outageServer({ host: '127.0.0.1', port: Number(port) });
  web = await webApp(`http://127.0.0.1:${proxy.port}`);
}, slow(120_000));
afterAll(async () => {
  await web?.close();
  await proxy?.close();
  await api?.close();
});

async function signIn(loginId: string, on = web): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${on.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: on.url }, body: JSON.stringify({ loginId, password: 'demo1234!' }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  // The test reads the token from the cookie with the session key, as the web app does.
  const token = createSealer(SECRET).open(decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)))!.token;
  return { cookie, token };
}

const member = (on: RunningServer, cookie: string) => fetch(`${on.url}/member`, { headers: { cookie, 'accept-language': 'ko' }, redirect: 'manual' });
/** Whether the token works at the API itself (not through the proxy). */
const worksAtApi = async (token: string) => (await api.post('/client/api/home/profit/fix', {}, { token })).status === 200;

describe('a log-out while the API is down', () => {
  it('tells the owner it is not confirmed, refuses the cookie at once, and ends the token once the API is back', async () => {
    const { cookie, token } = await signIn('sokcho01');
    expect((await member(web, cookie)).status).toBe(200);
    await proxy.down();
    try {
      const out = await fetch(`${web.url}/bff/member/auth/logout`, { method: 'POST', headers: { origin: web.url, cookie } });
      expect(out.status).toBe(200);
      // The truth: signed out here, not yet at the API.
      expect(await out.json()).toEqual({ result: true, code: 'S001', result_data: { signedOut: true, revoked: false } });
      expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      // A copy of the cookie taken before the log-out opens nothing here, at once.
      const copy = await member(web, cookie);
      expect(copy.status).toBe(302);
      expect(copy.headers.get('location')).toBe('/login-member?reason=expired');
      const call = await fetch(`${web.url}/bff/member/home/oper/period`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url, cookie }, body: '{}' });
      expect(call.status).toBe(401);
      // The API never heard of the log-out: the token still works there.
      expect(await worksAtApi(token)).toBe(true);
    } finally {
      await proxy.pass();
    }
    // Back: the log-out is sent again by itself and the token stops working at the API.
    await expect.poll(() => worksAtApi(token), { timeout: slow(15_000), interval: 200 }).toBe(false);
    // Another web process, which never saw the log-out, refuses the copy too.
    const other = await webApp(api.url);
    try {
      expect((await member(other, cookie)).headers.get('location')).toBe('/login-member?reason=expired');
    } finally {
      await other.close();
    }
  });

  it('says the log-out is confirmed when the API takes it', async () => {
    const { cookie, token } = await signIn('sokcho02');
    const out = await fetch(`${web.url}/bff/member/auth/logout`, { method: 'POST', headers: { origin: web.url, cookie } });
    expect(await out.json()).toMatchObject({ result_data: { signedOut: true, revoked: true } });
    expect(await worksAtApi(token)).toBe(false);
  });
});

describe('a member call while the API is out of reach or hangs (issue 28)', () => {
  const call = (cookie: string) =>
    fetch(`${web.url}/bff/member/home/profit/fix`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url, cookie }, body: JSON.stringify({ company_seq: 100, hotel_seq: null, lang_type: 'KOR', target_lang_type: ['KOR'] }) });

  it('says which: 502 when the API is down, 504 when it did not answer in time; a log-in is never "wrong credentials" then', async () => {
    const { cookie } = await signIn('sokcho01');
    await proxy.down();
    try {
      const down = await call(cookie);
      expect(down.status).toBe(502);
      expect((await down.json()).code).toBe('E502');
      const login = await fetch(`${web.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url }, body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }) });
      expect(login.status).toBeGreaterThanOrEqual(500);
      await proxy.hole();
      const hung = await call(cookie);
      expect(hung.status).toBe(504);
      expect((await hung.json()).code).toBe('E504');
    } finally {
      await proxy.pass();
    }
  });
});

describe('/member for a session the API no longer accepts', () => {
  it('sends to the log-in page instead of rendering the name and member numbers', async () => {
    const { cookie, token } = await signIn('multi01');
    const page = await member(web, cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    const name = /"user_name":"([^"]+)"/.exec(html)![1]!;
    expect(html).toContain(name);
    // Taken back at the API itself (as a log-out through another web process, a password change or
    // a deactivation does): the web app did not see it happen.
    expect((await api.post('/client/user/logout', {}, { token })).status).toBe(200);
    // A web process that has not checked this token yet asks the API before rendering.
    const other = await webApp(api.url);
    try {
      const refused = await member(other, cookie);
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe('/login-member?reason=expired');
      expect(refused.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      expect(await refused.text()).not.toContain(name);
    } finally {
      await other.close();
    }
    // This one asked within the last LIVE_FOR_MS: past that, it asks again and refuses too.
    await new Promise((r) => setTimeout(r, LIVE_FOR_MS + 100));
    const later = await member(web, cookie);
    expect(later.status).toBe(302);
    expect(later.headers.get('location')).toBe('/login-member?reason=expired');
    expect(await later.text()).not.toContain(name);
  });
});
