// `npm run initial-js -- URL [path ...]`: the initial JavaScript of pages of a running site, as a
// 390 px phone loads it (every script until the network has been quiet for half a second), in
// brotli bytes (quality 11). The bench uses the same measure against its budgets.
// `--no-popups` answers the event pop-up list empty: a visitor who closed them, or a hotel with no
// campaign running (the dialog's code is fetched only when one shows).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';

export const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

export interface InitialJs {
  page: string;
  files: number;
  raw: number;
  br: number;
  scripts: { url: string; br: number }[];
}

export async function initialJavaScript(web: string, pages: string[], opts: { cookies?: { name: string; value: string }[]; noPopups?: boolean } = {}): Promise<InitialJs[]> {
  const brotli = (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  const instance = await chromium.launch({ executablePath, args: chromiumArgs });
  const results: InitialJs[] = [];
  try {
    for (const page of pages) {
      const context = await instance.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE, isMobile: true, hasTouch: true, locale: 'ko-KR' });
      if (opts.cookies) await context.addCookies(opts.cookies.map((c) => ({ ...c, url: web })));
      const tab = await context.newPage();
      if (opts.noPopups) await tab.route('**/bff/brand/branding/event_popup/list', (route) => route.fulfill({ json: { code: '0000', result_data: { event_popup_list: [] } } }));
      const loaded = new Map<string, Promise<Buffer | null>>();
      tab.on('response', (response) => {
        if (response.request().resourceType() === 'script') loaded.set(response.url(), response.body().catch(() => null));
      });
      await tab.goto(`${web}${page}`, { waitUntil: 'networkidle' });
      const scripts: InitialJs['scripts'] = [];
      let raw = 0;
      for (const [url, body] of loaded) {
        const bytes = await body;
        if (!bytes) continue;
        raw += bytes.length;
        scripts.push({ url: new URL(url).pathname, br: brotli(bytes) });
      }
      results.push({ page, files: scripts.length, raw, br: scripts.reduce((sum, s) => sum + s.br, 0), scripts: scripts.sort((a, b) => b.br - a.br) });
      await context.close();
    }
  } finally {
    await instance.close();
  }
  return results;
}

/**
 * Signs the demo owner in through the portal's BFF, as scripts/lighthouse.ts does, and returns the
 * session cookie: /member pages answer a visitor without one with the sign-in page.
 */
export async function ownerSession(web: string): Promise<{ name: string; value: string }> {
  const res = await fetch(`${web}/bff/member/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web }, body: JSON.stringify({ loginId: 'sokcho01', password: 'demo1234!' }) });
  const session = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('bookingUserAuth='));
  if (res.status !== 200 || !session) throw new Error(`owner sign-in failed (${res.status}): ${await res.text()}`);
  const [name, ...value] = session.split('=');
  return { name: name!, value: value.join('=') };
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const noPopups = args.includes('--no-popups');
  const [web = 'http://localhost:3000', ...pages] = args.filter((a) => a !== '--no-popups');
  const asked = pages.length > 0 ? pages : ['/', '/hotel/101', '/promotion'];
  // Portal pages are measured signed in (the seeded demo owner), brand pages as a visitor.
  const portal = asked.filter((p) => p === '/member' || p.startsWith('/member/'));
  const results = [
    ...await initialJavaScript(web, asked.filter((p) => !portal.includes(p)), { noPopups }),
    ...(portal.length > 0 ? await initialJavaScript(web, portal, { cookies: [await ownerSession(web)] }) : []),
  ];
  for (const r of results) {
    console.log(`${r.page}: ${r.files} files, ${(r.raw / 1024).toFixed(1)} KB raw, ${(r.br / 1024).toFixed(1)} KB brotli`);
    for (const s of r.scripts) console.log(`  ${(s.br / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  }
}
