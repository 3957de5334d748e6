// The owner log-in sent as a plain form (server/web/bff/login-form.ts): what the browser does with the
// log-in page before its script has run. A POST, never a GET (the password would land in the
// address, the history and access logs), signed in as the BFF signs in, and sent back to the page
// with the reason when refused. The real web app (production build) over the real api.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ko from '../../locales/ko/site.json';
import { loadConfig } from '../../server/config.ts';
import { listen, type RunningServer } from '../../server/lib/http.ts';
import { log } from '../../server/lib/logger.ts';
import { buildIfMissing } from '../../server/start.ts';
import { createWebApp } from '../../server/web/app.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { slow } from '../helpers/waits.ts';

let api: TestApi;
let web: RunningServer;
beforeAll(async () => {
  buildIfMissing();
  // The per-owner limit on member calls at its least (60 a minute), so that a test can reach it quickly.
  api = await startApi({ env: { MEMBER_CALLS_PER_MINUTE: '60' } });
  web = await listen(await createWebApp({ config: loadConfig({ API_URL: api.url, LOG_LEVEL: 'ERROR' }) }), 0, '127.0.0.1');
}, slow(120_000));
afterAll(async () => {
  await web?.close();
  await api?.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The form as a browser posts it from the page at `path` (same origin). */
const post = (path: string, fields: Record<string, string> | string, headers: Record<string, string> = {}) =>
  fetch(`${web.url}${path}`, { method: 'POST', redirect: 'manual', headers: { ...FORM, origin: web.url, ...headers }, body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString() });
/** The log-in page as a Korean browser gets it. */
const pageText = async (address: string | URL) => (await fetch(address, { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })).text();
const sessionOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;

describe('the owner log-in as a plain form', () => {
  it('signs in and goes to /member with the session cookie, which opens the portal', async () => {
    const res = await post('/login-member', { loginId: 'sokcho01', password: 'demo1234!' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/member');
    expect(res.headers.get('set-cookie')).toMatch(/^bookingUserAuth=v1\..*HttpOnly/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const portal = await fetch(`${web.url}/member`, { redirect: 'manual', headers: { cookie: sessionOf(res) } });
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain('13-1203-01');
  });

  it('goes on to the portal address first asked for, never to another site; /start signs in the same way', async () => {
    const asked = await post('/login-member?next=%2Fmember%2Foperation', { loginId: 'sokcho01', password: 'demo1234!' });
    expect(asked.headers.get('location')).toBe('/member/operation');
    for (const next of ['https://evil.example/member', '//evil.example/member', '/hotel/101']) {
      const res = await post(`/login-member?next=${encodeURIComponent(next)}`, { loginId: 'sokcho01', password: 'demo1234!' });
      expect(res.headers.get('location'), next).toBe('/member');
    }
    const start = await post('/start', { loginId: 'naksan01', password: 'demo1234!' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe('/member');
  });

  it('sends a wrong password or an empty form back to the page, which says why, with no cookie', async () => {
    const forms: (Record<string, string> | string)[] = [{ loginId: 'sokcho01', password: 'not-the-password' }, {}, 'loginId=sokcho01'];
    for (const fields of forms) {
      const res = await post('/login-member?next=%2Fmember%2Fboard', fields);
      expect(res.status, JSON.stringify(fields)).toBe(303);
      expect(res.headers.get('location')).toBe('/login-member?error=wrong&next=%2Fmember%2Fboard');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await pageText(`${web.url}/login-member?error=wrong&next=%2Fmember%2Fboard`)).toContain(ko.ownerLogin.wrong);
    // The page without the error says nothing of it (the log-in page is never cached).
    expect(await pageText(`${web.url}/login-member`)).not.toContain(ko.ownerLogin.wrong);
  });

  it('says how long to wait after too many tries (the API’s 429)', async () => {
    for (let i = 0; i < 10; i++) expect((await post('/login-member', { loginId: 'gyeongju01', password: `wrong-${i}` })).headers.get('location')).toBe('/login-member?error=wrong');
    const res = await post('/login-member', { loginId: 'gyeongju01', password: 'demo1234!' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, web.url);
    expect(location.searchParams.get('error')).toBe('locked');
    const retry = Number(location.searchParams.get('retry'));
    expect(retry).toBeGreaterThan(0);
    const page = await pageText(location);
    expect(page).toContain(retry < 120 ? ko.ownerLogin.lockedSeconds.replace('{{seconds}}', String(retry)) : ko.ownerLogin.locked.replace('{{minutes}}', String(Math.ceil(retry / 60))));
  });

  it('refuses a log-in another site makes the browser send, and a form too large to be one', async () => {
    const crossSite = await post('/login-member', { loginId: 'sokcho01', password: 'demo1234!' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    expect(await crossSite.text()).toContain('Cross-site log-ins are refused');
    const large = await post('/login-member', { loginId: 'sokcho01', password: 'x'.repeat(8_000) });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain('too much');
    const many = await post('/login-member', Array.from({ length: 20 }, (_, i) => `f${i}=1`).join('&'));
    expect(many.status).toBe(413);
  });
});

describe('the booking-site stand-in’s log-in form (issue 25, point 8)', () => {
  const standin = (headers: Record<string, string>) =>
    fetch(`${web.url}/booking-standin/connect-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...FORM, 'accept-language': 'en', ...headers },
      body: new URLSearchParams({ loginId: 'sokcho01', password: 'demo1234!', hotelCode: 'RAONSC', returnUrl: `${web.url}/login_success` }).toString(),
    });

  it('refuses a log-in post another site makes the browser send, as the BFF does, and signs nobody in', async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { referer: 'https://evil.example/page' }];
    for (const headers of crossSite) {
      const res = await standin(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('Log-ins sent from another site are refused');
    }
  });

  it('still signs in a post from its own page', async () => {
    const res = await standin({ origin: web.url });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!, web.url).pathname).toBe('/login_success');
  });
});

describe('the device cookie: an owner gets in from an address others have blocked (issue 25, point 6)', () => {
  const json = (address: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${web.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(fields) });
  const deviceCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('ownerDevice='));

  it('is set HttpOnly, SameSite=Lax, for 180 days, by the BFF and by the plain form, for owners', async () => {
    for (const res of [await json('203.0.113.160', { loginId: 'sokcho02', password: 'demo1234!' }), await post('/login-member', { loginId: 'sokcho02', password: 'demo1234!' })]) {
      const cookie = deviceCookieOf(res)!;
      expect(cookie).toMatch(/^ownerDevice=[\w-]+\.[\w-]+\.[\w-]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain(`Max-Age=${180 * 24 * 60 * 60}`);
      expect(cookie).not.toContain('Secure');
    }
  });

  it('lets the owner in, by the BFF and by the plain form, after 30 failures from the same address (a proxy nobody named); not without it, nor with another owner’s', async () => {
    const address = '203.0.113.161';
    const own = deviceCookieOf(await json('192.0.2.161', { loginId: 'naksan01', password: 'demo1234!' }))!.split(';')[0]!;
    const other = deviceCookieOf(await json('192.0.2.161', { loginId: 'sokcho01', password: 'demo1234!' }))!.split(';')[0]!;
    for (let i = 0; i < 30; i++) expect((await json(address, { loginId: `someone-${i}`, password: 'Autumn2026!' })).status).toBe(401);
    expect((await json(address, { loginId: 'naksan01', password: 'demo1234!' })).status).toBe(429);
    expect((await json(address, { loginId: 'naksan01', password: 'demo1234!' }, other)).status).toBe(429);
    expect((await json(address, { loginId: 'naksan01', password: 'demo1234!' }, own)).status).toBe(200);
    const form = await post('/login-member', { loginId: 'naksan01', password: 'demo1234!' }, { 'x-forwarded-for': address, cookie: own });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/member');
    const without = await post('/login-member', { loginId: 'naksan01', password: 'demo1234!' }, { 'x-forwarded-for': address });
    expect(new URL(without.headers.get('location')!, web.url).searchParams.get('error')).toBe('locked');
  });
});

describe('X-Forwarded-For from a peer TRUST_PROXY does not name (issue 25, point 6)', () => {
  it('is said once per process, as a warning naming the setting to make', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const untrusting = await listen(await createWebApp({ config: loadConfig({ API_URL: api.url, LOG_LEVEL: 'ERROR', TRUST_PROXY: '10.0.0.0/8' }) }), 0, '127.0.0.1');
    try {
      const said = () => warnings.mock.calls.filter(([msg]) => /X-Forwarded-For/.test(msg));
      await fetch(`${untrusting.url}/login-member`);
      expect(said()).toHaveLength(0);
      // A page and log-in posts through the proxy, each "from" another visitor.
      for (let i = 0; i < 3; i++) {
        await fetch(`${untrusting.url}/login-member`, { headers: { 'x-forwarded-for': `203.0.113.${170 + i}` } });
        const form = { method: 'POST', redirect: 'manual' as const, headers: { ...FORM, origin: untrusting.url, 'x-forwarded-for': `203.0.113.${170 + i}` }, body: 'loginId=sokcho01&password=nope' };
        expect((await fetch(`${untrusting.url}/login-member`, form)).status).toBe(303);
      }
      expect(said()).toHaveLength(1);
      expect(said()[0]![0]).toMatch(/came from 127\.0\.0\.1, which TRUST_PROXY does not name/);
      expect(said()[0]![1]).toMatchObject({ variable: 'TRUST_PROXY', fix: 'TRUST_PROXY=10.0.0.0/8,127.0.0.1' });
    } finally {
      warnings.mockRestore();
      await untrusting.close();
    }
  });
});

describe('only owners get a portal session (issue 25, point 7)', () => {
  const revoked = async () => Number((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM revoked_tokens'))[0]!.n);

  it('answers the BFF’s sign-in of an account that is not an owner’s (guest01) 403, sets no cookie, and ends the token the API gave', async () => {
    const before = await revoked();
    const res = await fetch(`${web.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url }, body: JSON.stringify({ loginId: 'guest01', password: 'demo1234!' }) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ result: false, code: 'E403', message: expect.stringMatching(/not an owner/) });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await revoked()).toBe(before + 1);
  });

  it('sends the plain form of such an account back to the page, which says why and links to the main site', async () => {
    const res = await post('/login-member?next=%2Fmember%2Fboard', { loginId: 'guest01', password: 'demo1234!' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login-member?error=notOwner&next=%2Fmember%2Fboard');
    expect(res.headers.get('set-cookie')).toBeNull();
    const page = await pageText(`${web.url}/login-member?error=notOwner`);
    expect(page).toContain(ko.ownerLogin.notOwner);
    expect(page).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${ko.ownerLogin.toHome}</a>`));
    // A wrong password of that account is just wrong: nothing said of what kind of account it is.
    const wrong = await post('/login-member', { loginId: 'guest01', password: 'nope' });
    expect(wrong.headers.get('location')).toBe('/login-member?error=wrong');
  });
});

describe('the limit on one owner’s member calls, through the BFF (issue 25, point 8)', () => {
  it('passes the API’s 429 on with its Retry-After once the minute’s calls are made', async () => {
    const signIn = await fetch(`${web.url}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url }, body: JSON.stringify({ loginId: 'multi01', password: 'demo1234!' }) });
    const cookie = sessionOf(signIn);
    const call = () => fetch(`${web.url}/bff/member/home/oper/period`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url, cookie }, body: '{}' });
    const statuses = await Promise.all(Array.from({ length: 60 }, async () => (await call()).status));
    expect(statuses.every((s) => s === 200), statuses.join(',')).toBe(true);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ result: false, code: 'E429', message: expect.stringMatching(/Try again in/) });
  });
});
