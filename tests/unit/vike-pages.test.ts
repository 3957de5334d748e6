import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, type PageRender } from '../../server/web/render/page-cache.ts';
import { vikePages, type PageRenderer, type RenderedPage, type RenderJob } from '../../server/web/render/vike.ts';

const ctx = { locale: 'ko', localeFromUrl: false, site: { hotelSeq: 100, companySeq: 100 }, device: 'desktop' } as const;

function rendered(body: string): RenderedPage {
  return { status: 200, headers: [['content-type', 'text/html;charset=utf-8']], identity: Buffer.from(body), gzip: Buffer.from(body), etag: '"e"', hashes: { scripts: [], styles: [] }, complete: true, timing: { brand: 1, data: 1, react: 1, document: 1, finish: 1 } };
}

function fakeRes(pageRender?: PageRender) {
  const headers = new Map<string, string>();
  let body: Buffer | undefined;
  const res = {
    statusCode: 200,
    locals: { ctx, origin: 'https://raon.example', cspNonce: 'n', pageRender },
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), String(value));
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    getHeaders: () => Object.fromEntries(headers),
    end(chunk?: Buffer) {
      body = chunk;
      return res;
    },
  };
  return { res: res as unknown as Response, headers, body: () => body };
}

// Issue 25, point 4: no public page a visitor can ask for renders on the main thread while a render
// thread can take it: searches and a signed-in owner's public pages go to the render pool too, and
// are not stored.
describe('vikePages', () => {
  function setup() {
    const cache = createPageCache(1_000_000);
    cache.setGeneration('g');
    const whole = vi.fn((job: RenderJob) => Promise.resolve(rendered(`page of ${job.url}`)));
    const stream = vi.fn(() => Promise.reject(new Error('the main thread must not render this page')));
    const handler = vikePages({ renderer: { stream, readCss: () => null } as unknown as PageRenderer, wholePages: { whole }, cache });
    const req = (url: string) => ({ method: 'GET', url, originalUrl: url, path: url.split('?')[0], headers: { 'accept-language': 'ko' } }) as unknown as Request;
    return { cache, whole, stream, handler, req };
  }

  it('renders a search whole on the render pool, from its reduced address, and does not store it', async () => {
    const { cache, whole, stream, handler, req } = setup();
    const out = fakeRes({ key: 'k:/support?keyword=spa', url: '/support?keyword=spa', generation: 'g', store: false, search: true });
    await handler(req('/support?keyword=spa&utm_source=x'), out.res, vi.fn());
    expect(stream).not.toHaveBeenCalled();
    expect(whole).toHaveBeenCalledOnce();
    expect(whole.mock.calls[0]![0].url).toBe('/support?keyword=spa');
    expect(out.headers.get('x-cache')).toBe('BYPASS');
    expect(out.body()?.toString()).toBe('page of /support?keyword=spa');
    expect(cache.size).toBe(0);
  });

  it('stores a page for anyone, and only that', async () => {
    const { cache, whole, handler, req } = setup();
    const out = fakeRes({ key: 'k:/brand', url: '/brand', generation: 'g', store: true, search: false });
    await handler(req('/brand'), out.res, vi.fn());
    expect(whole).toHaveBeenCalledOnce();
    expect(out.headers.get('x-cache')).toBe('MISS');
    expect(cache.get('k:/brand')).toBeDefined();
  });

  it('never stores HSTS with a page: each answer gets its own (page-cache.ts)', async () => {
    const { cache, handler, req } = setup();
    const out = fakeRes({ key: 'k:/brand', url: '/brand', generation: 'g', store: true, search: false });
    out.res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await handler(req('/brand'), out.res, vi.fn());
    expect(out.headers.get('strict-transport-security')).toBeDefined();
    expect(cache.get('k:/brand')!.headers.map(([name]) => name)).not.toContain('strict-transport-security');
  });
});
