// Misses of the page cache render on worker threads (server/web/render/render-pool.ts): a thread renders
// exactly what the main thread renders, from plain data, and the pool falls back to the main
// thread until a thread is ready and when one fails.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildIfMissing } from '../../server/start.ts';
import { createApiClient } from '../../server/web/api-client.ts';
import { loadResources, localesDir } from '../../server/web/render/i18n.ts';
import { createRenderPool, type RenderThreadConfig } from '../../server/web/render/render-pool.ts';
import { createPageRenderer, type PortalStreamJob, type RenderJob } from '../../server/web/render/vike.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { slowProxy } from '../helpers/slow-proxy.ts';
import { slow } from '../helpers/waits.ts';

const clientDir = path.resolve('dist/client');
let api: TestApi;
let renderer: ReturnType<typeof createPageRenderer>;
let pool: ReturnType<typeof createRenderPool>;
let threadConfig: RenderThreadConfig;
/** Renders the pool handed back to the main thread. */
let fallbacks = 0;

beforeAll(async () => {
  buildIfMissing();
  api = await startApi();
  const client = createApiClient(api.url, 3000);
  renderer = createPageRenderer({ api: client, resources: loadResources(), assetVersion: '7', bookingSiteUrl: '/booking-standin', clientDir });
  const counted = {
    whole: (j: RenderJob) => {
      fallbacks++;
      return renderer.whole(j);
    },
  };
  threadConfig = { apiBaseUrl: api.url, apiTimeoutMs: 3000, assetVersion: '7', bookingSiteUrl: '/booking-standin', clientDir, localesDir, logLevel: 'ERROR' };
  pool = createRenderPool(1, threadConfig, counted);
}, slow(120_000));
afterAll(async () => {
  await pool?.close();
  await api?.dispose();
});

const job = (url: string, locale: 'ko' | 'en' = 'ko'): RenderJob => ({
  url,
  headers: { 'accept-language': locale },
  ctx: { locale, localeFromUrl: false, site: { hotelSeq: 100, companySeq: 100 }, device: 'desktop' },
  origin: 'https://raon.example',
});

async function threadReady() {
  const deadline = Date.now() + slow(10_000);
  while (pool.readyThreads === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(pool.readyThreads).toBe(1);
}

describe('the render pool', () => {
  it('renders on the main thread while no thread is ready', async () => {
    const spy = vi.spyOn(renderer, 'whole');
    const cold = createRenderPool(1, { apiBaseUrl: api.url, apiTimeoutMs: 3000, assetVersion: '7', bookingSiteUrl: '/b', clientDir, localesDir, logLevel: 'ERROR' }, renderer);
    try {
      const page = await cold.whole(job('/brand'));
      expect(page?.status).toBe(200);
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
      await cold.close();
    }
  });

  it('renders in a thread the same page, bytes and ETag, as the main thread', async () => {
    await threadReady();
    const before = fallbacks;
    for (const [url, locale] of [['/', 'ko'], ['/hotel/101', 'en'], ['/support?state=3', 'ko'], ['/no/such/page', 'en']] as const) {
      const fromThread = await pool.whole(job(url, locale));
      const fromMain = await renderer.whole(job(url, locale));
      expect(fromThread, url).not.toBeNull();
      expect(fromThread!.status).toBe(fromMain!.status);
      expect(Buffer.from(fromThread!.identity).toString('utf8')).toBe(Buffer.from(fromMain!.identity).toString('utf8'));
      expect(fromThread!.etag).toBe(fromMain!.etag);
      expect(fromThread!.hashes).toEqual(fromMain!.hashes);
    }
    expect(fallbacks).toBe(before);
  }, slow(60_000));

  it('answers 404 for an unknown address and keeps its translations out of the page context', async () => {
    await threadReady();
    const page = await pool.whole(job('/no/such/page', 'en'));
    expect(page!.status).toBe(404);
    const html = Buffer.from(page!.identity).toString('utf8');
    // The translations are named (an asset the browser fetches), not carried in the page.
    expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin="anonymous" fetchPriority="low" id="raon-i18n" href="\/i18n\/site\.en\.[\w-]{12}\.json"\/>/);
    expect(html).not.toContain('"skipLink"');
    const context = /<script id="vike_pageContext" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(context).not.toContain('i18nStore');
  });

  it('starts another thread when one dies, rendering on the main thread meanwhile', async () => {
    await threadReady();
    const before = fallbacks;
    await pool.crashOneForTests();
    const page = await pool.whole(job('/brand'));
    expect(page?.status).toBe(200);
    expect(fallbacks).toBe(before + 1);
    await threadReady();
    await pool.whole(job('/brand?again'));
    expect(fallbacks).toBe(before + 1);
  }, slow(30_000));

  it('streams an owner portal page from a thread: its head first, then each card as its call answers', async () => {
    await threadReady();
    const token = await api.token('sokcho01');
    const { streamed, status, events, chunks } = await streamPortal(pool, await portalJob(token, BROWSER));
    expect(streamed).toBe(true);
    expect(status).toBe(200);
    expect(events[0]).toBe('head');
    expect(events.at(-1)).toBe('end');
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toContain('<head>');
    // Styles inline under the nonce; every executable script carries it.
    expect(chunks[0]).toContain('<style nonce="test-nonce-123"');
    const html = chunks.join('');
    for (const tag of html.match(/<script\b[^>]*>/g)!) if (!tag.includes('application/json')) expect(tag).toContain('nonce="test-nonce-123"');
    // The owner's figures arrived in the same response, and nothing of the token did.
    expect(html).toContain('13-1203-01');
    expect(html).toContain('data-testid="profit-table"');
    expect(html).not.toContain(token);
  }, slow(60_000));

  it('streams a portal page to a client without a browser\'s user agent too, its calls not held for a shell that would follow them', async () => {
    // react-streaming renders the whole page before its first byte for a client it takes for a
    // crawler (no user agent, or a bot's); a render thread holds a page's calls until its shell is
    // out, which would then come only after them: each call waited out the gate's bound (840 ms
    // for /member/operation). The portal streams for every client (portal/pages/+react.server.ts).
    // With a bound of ten minutes, a page that waited for itself would not end within this limit.
    const patient = createRenderPool(1, { ...threadConfig, shellWaitMs: 10 * 60_000 }, renderer);
    try {
      const deadline = Date.now() + slow(10_000);
      while (patient.readyThreads === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(patient.readyThreads).toBe(1);
      const token = await api.token('sokcho01');
      for (const userAgent of [undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)']) {
        const { streamed, status, chunks } = await streamPortal(patient, await portalJob(token, userAgent));
        expect(streamed, userAgent).toBe(true);
        expect(status).toBe(200);
        const html = chunks.join('');
        expect(html).toContain('data-testid="profit-table"');
        expect(html).toContain('13-1203-01');
      }
    } finally {
      await patient.close();
    }
  }, slow(60_000));

  it('starts every call of /member at once on the server: none waits for home/oper/period (issue 26, point 3)', async () => {
    // The proxy holds the period's answer 800 ms; the home's figures used to be asked for only
    // once it had come (their month was its default_ym). Now the month is computed, so every call
    // of the page is asked for before the period answers, and each card streams when its own does.
    const proxy = await slowProxy(api.url, 0);
    const held = createRenderPool(1, { ...threadConfig, apiBaseUrl: proxy.url }, renderer);
    try {
      await proxy.setDelay(800, 'home/oper/period');
      const deadline = Date.now() + slow(10_000);
      while (held.readyThreads === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const token = await api.token('sokcho01');
      const { status, chunks } = await streamPortal(held, await portalJob(token, BROWSER));
      expect(status).toBe(200);
      const html = chunks.join('');
      expect(html).toContain('data-testid="profit-table"');
      expect(html).toContain('data-testid="operation-period"');
      const calls = (await proxy.log()).filter((c) => c.path.startsWith('/client/'));
      const period = calls.find((c) => c.path.endsWith('/home/oper/period'))!;
      expect(period, 'the period is asked for').toBeDefined();
      const figures = ['home/room/profit', 'home/main/info', 'home/reservation/list', 'notice/list'].map((path) => calls.find((c) => c.path.endsWith(`/${path}`)));
      for (const [i, call] of figures.entries()) {
        expect(call, `a call of the home: ${i}`).toBeDefined();
        expect(call!.arrived, `${call!.path} asked for before the period answered`).toBeLessThan(period.answered!);
      }
      // Asked for together: within the time it takes to render a shell, not one after another.
      expect(Math.max(...figures.map((c) => c!.arrived)) - period.arrived).toBeLessThan(400);
    } finally {
      await held.close();
      proxy.close();
    }
  }, slow(60_000));
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36';

async function portalJob(token: string, userAgent: string | undefined): Promise<PortalStreamJob> {
  const user = { user_type: 'MEMBERSHIP', loginId: 'sokcho01', member_no_list: ['13-1203-01'], hotel_code: 13, user_name: '김민준' };
  return {
    url: '/member',
    headers: { 'accept-language': 'ko', ...(userAgent ? { 'user-agent': userAgent } : {}) },
    ctx: { locale: 'ko', localeFromUrl: false, site: { hotelSeq: 100, companySeq: 100 }, device: 'desktop' },
    origin: 'https://raon.example',
    nonce: 'test-nonce-123',
    session: { token, expiresAt: Date.now() + 600_000, user },
    clientIp: '127.0.0.1',
    status: 200,
  };
}

async function streamPortal(from: ReturnType<typeof createRenderPool>, portal: PortalStreamJob) {
  const events: string[] = [];
  const chunks: string[] = [];
  let status = 0;
  const streamed = await from.stream(portal, {
    head(s) {
      status = s;
      events.push('head');
    },
    chunk(bytes) {
      events.push('chunk');
      chunks.push(Buffer.from(bytes).toString('utf8'));
    },
    end() {
      events.push('end');
    },
  });
  return { streamed, status, events, chunks };
}
