import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';

// Issue 11: each attack as an attacker would try it on the web app, and what it gets now.
const web = e2eServer().webUrl;
const port = Number(new URL(web).port);
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A GET with headers fetch will not let us set (Host, Sec-Fetch-*). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const form = (fields: Record<string, string>, visitor: string) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ko', 'x-forwarded-for': visitor },
  body: new URLSearchParams(fields).toString(),
});
const returnUrl = `${web}/login_success`;

/** Signs in through the booking stand-in and returns the /login_success address it sends back. */
async function standinLogin(loginId: string, visitor = '198.51.100.60'): Promise<string> {
  const res = await fetch(`${web}/booking-standin/connect-login`, form({ loginId, password: 'demo1234!', hotelCode: 'RAONSC', returnUrl }, visitor));
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

describe('point 1: strangers cannot lock an owner out through the site', () => {
  it("refuses the stranger's address after ten wrong passwords, and still lets the owner in from theirs", async () => {
    const stranger = '203.0.113.50';
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${web}/booking-standin/connect-login`, form({ loginId: 'naksan01', password: `guess-${i}`, returnUrl }, stranger));
      expect(res.status).toBe(401);
    }
    const blocked = await fetch(`${web}/booking-standin/connect-login`, form({ loginId: 'naksan01', password: 'demo1234!', returnUrl }, stranger));
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(890);
    // The owner, from their own address, signs in (through the stand-in and through the portal).
    expect(new URL(await standinLogin('naksan01', '203.0.113.51'), web).pathname).toBe('/login_success');
    const portal = await fetch(`${web}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web, 'x-forwarded-for': '203.0.113.52' }, body: JSON.stringify({ loginId: 'naksan01', password: 'demo1234!' }) });
    expect(portal.status).toBe(200);
  });
});

describe('point 2: no cache poisoning through the Host header', () => {
  it('refuses an unknown or malformed Host with 400, before anything is rendered or stored', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'bad host', '127.0.0.1:1']) {
      const res = await rawGet('/', { host, 'user-agent': chrome });
      expect(res.status, host).toBe(400);
      expect(res.body).not.toContain('evil.example');
    }
  });

  it("makes every absolute address from configuration, whichever of the site's own host names was asked", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const res = await rawGet('/hotel/101', { host, 'user-agent': chrome, 'accept-language': 'ko' });
      expect(res.status).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)![1]!;
      expect(new URL(canonical).origin).toBe(web);
      const alternates = [...res.body.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/gi)].map((m) => m[1]!);
      expect(alternates.length).toBeGreaterThanOrEqual(10);
      for (const href of alternates) expect(new URL(href).origin).toBe(web);
      expect(new URL(/<meta property="og:url" content="([^"]+)"/.exec(res.body)![1]!).origin).toBe(web);
    }
    const robots = await rawGet('/robots.txt', { host: `localhost:${port}` });
    expect(robots.body).toContain(`Sitemap: ${web}/sitemap.xml`);
  });
});

describe('point 3: no forged log-ins on the brand site', () => {
  const user = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-1203-01'], hotel_code: 13, user_name: '김민준' };
  const forgedData = Buffer.from(JSON.stringify(user)).toString('base64url');
  const sameOrigin = { 'sec-fetch-site': 'same-origin', 'accept-language': 'ko' };

  it('returns from the stand-in with a sealed assertion: no readable personal data in the address', async () => {
    const location = await standinLogin('sokcho01');
    const url = new URL(location, web);
    expect(url.searchParams.get('assertion')).toMatch(/^a1\./);
    expect(url.searchParams.has('data')).toBe(false);
    for (const secret of ['sokcho01', '13-1203-01', '김민준', encodeURIComponent('김민준')]) expect(location).not.toContain(secret);
  });

  it('believes a fresh assertion once; a crafted ?data= link, an altered or a reused assertion post nothing', async () => {
    const location = await standinLogin('sokcho01');
    const first = await rawGet(location, sameOrigin);
    expect(first.status).toBe(200);
    expect(first.body).toContain('postMessage');
    expect(first.body).toContain('"loginId":"sokcho01"');
    const again = await rawGet(location, sameOrigin);
    expect(again.status).toBe(400);
    expect(again.body).not.toContain('postMessage');
    const forged = await rawGet(`/login_success?data=${forgedData}`, sameOrigin);
    expect(forged.status).toBe(400);
    expect(forged.body).not.toContain('postMessage');
    const fresh = new URL(await standinLogin('sokcho01'), web);
    // One bit of the sealed body flipped (not its spelling: see tests/unit/owner-session.test.ts).
    const parts = fresh.searchParams.get('assertion')!.split('.');
    const body = Buffer.from(parts[2]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const altered = [parts[0], parts[1], body.toString('base64url'), parts[3]].join('.');
    expect((await rawGet(`/login_success?assertion=${altered}`, sameOrigin)).status).toBe(400);
    expect((await rawGet(fresh.pathname + fresh.search, sameOrigin)).status).toBe(200);
  });

  it('refuses the log-in and log-out pages when reached from another site or a bare link', async () => {
    const location = await standinLogin('sokcho01');
    const attempts: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'none' }, { referer: 'https://evil.example/' }, {}];
    for (const headers of attempts) {
      const login = await rawGet(location, { 'accept-language': 'ko', ...headers });
      expect(login.status, JSON.stringify(headers)).toBe(403);
      expect(login.body).toContain('이 창은 열 수 없습니다');
      expect(login.body).not.toContain('postMessage');
      const logout = await rawGet('/logout', { 'accept-language': 'ko', ...headers });
      expect(logout.status).toBe(403);
      expect(logout.body).not.toContain('postMessage');
    }
    // From the site itself (the stand-in's redirect, or a Referer of our own) it works.
    expect((await rawGet(location, { referer: `${web}/booking-standin/connect-login` })).status).toBe(200);
    expect((await rawGet('/logout', sameOrigin)).status).toBe(200);
  });
});

describe('point 7: a log-out ends the token on the server', () => {
  it('makes a copy of the session cookie taken before the log-out useless', async () => {
    const login = await fetch(`${web}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web }, body: JSON.stringify({ loginId: 'multi01', password: 'demo1234!' }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const call = () => fetch(`${web}/bff/member/home/oper/period`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web, cookie }, body: JSON.stringify({ company_seq: 100, lang_type: 'KOR' }) });
    expect((await call()).status).toBe(200);
    const out = await fetch(`${web}/bff/member/auth/logout`, { method: 'POST', headers: { origin: web, cookie } });
    expect(out.status).toBe(200);
    const after = await call();
    expect(after.status).toBe(401);
    expect((await after.json()).code).toBe('E401');
  });
});

describe('point 9: headers', () => {
  it('denies browser features the site does not use, on pages (first render and cache hit) and calls', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${web}/hotel/101`, { headers: { 'user-agent': chrome } });
      const policy = page.headers.get('permissions-policy')!;
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(denied);
    }
    const call = await fetch(`${web}/bff/brand/branding/category_info/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(call.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('keeps the headers only a document reads off scripts, stylesheets, fonts and translations (issue 29)', async () => {
    const html = await (await fetch(`${web}/hotel/101`, { headers: { 'user-agent': chrome } })).text();
    const script = /<script src="([^"]+)" type="module"/.exec(html)?.[1];
    const translations = /id="raon-i18n" href="([^"]+)"/.exec(html)?.[1];
    const font = /<link rel="preload" as="font"[^>]* href="([^"]+)"/.exec(html)?.[1];
    expect([script, translations, font]).not.toContain(undefined);
    for (const asset of [script!, translations!, font!, '/fonts/pretendard.css']) {
      const res = await fetch(web + asset, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('x-content-type-options'), asset).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), asset).toBe('same-origin');
      for (const documentOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection']) {
        expect(res.headers.get(documentOnly), `${asset} ${documentOnly}`).toBeNull();
      }
      await res.arrayBuffer();
    }
    // A stored picture (an SVG can be opened as a document) keeps its own sandboxing policy.
    const picture = /<img[^>]* src="(\/crs\/download\/[^"]+\.svg)"/.exec(html)?.[1];
    const res = await fetch(web + picture!);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const viaProxy = await rawGet('/robots.txt', { host: `127.0.0.1:${port}`, 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await rawGet('/robots.txt', { host: `127.0.0.1:${port}` });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('point 8: no 500 (or 502) for bad input on the site', () => {
  it('refuses 10,000-deep JSON and NUL characters at the BFF itself', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const path of ['/bff/brand/branding/main', '/bff/member/home/oper/period']) {
      const res = await fetch(web + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: web }, body: deep });
      expect(res.status, path).toBe(400);
      expect((await res.json()).code).toBe('E400');
    }
    const nul = await fetch(`${web}/bff/brand/branding/mobile/auth_code/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ company_seq: 100, hotel_seq: 100, lang_type: 'KOR', phone: '010-1234-5678\u0000' }) });
    expect(nul.status).toBe(400);
  });

  it('passes /crs/download/ through to the download route only', async () => {
    for (const bad of ['%2e%2e/%2e%2e/healthz', '..%2f..%2fhealthz', '100/100/%c0%ae/x.png', '100/100/a%2fb/x.png', '100/100/%00/x.png', '100/100/x.png']) {
      const res = await rawGet(`/crs/download/${bad}`, { host: `127.0.0.1:${port}` });
      expect(res.status, bad).toBe(400);
      expect(res.body).not.toContain('"status":"ok"');
    }
    expect((await fetch(`${web}/crs/download/100/100/hotel/101/logo/sokcho.svg`)).status).toBe(200);
  });
});

describe('issue 29: the page names its entry script in its headers', () => {
  const announced = (html: string) => `<${/<script src="([^"]+)" type="module"/.exec(html)?.[1]}>; rel=modulepreload; fetchpriority=low`;

  it('on a public page, rendered and from the page cache, and on the owner portal as it streams', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${web}/promotion`, { headers: { 'user-agent': chrome } });
      expect(page.headers.get('link')).toBe(announced(await page.text()));
      if (i === 1) expect(page.headers.get('x-cache')).toBe('HIT');
    }
    const login = await fetch(`${web}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web }, body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const portal = await fetch(`${web}/member`, { headers: { 'user-agent': chrome, cookie } });
    expect(portal.status).toBe(200);
    expect(portal.headers.get('link')).toBe(announced(await portal.text()));
  });
});
