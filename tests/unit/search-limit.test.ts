import type { NextFunction, Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createSearchBuckets, SEARCH_BURST, searchLimit } from '../../server/web/search-limit.ts';

// Issue 25, point 4: searches are limited per visitor address, generously.
describe('createSearchBuckets', () => {
  it('lets a burst through, then one search per second, per address', () => {
    let now = 1_000_000;
    const buckets = createSearchBuckets({ burst: 3, perSecond: 1, now: () => now });
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(1);
    // Another address has its own allowance.
    expect(buckets.take('b')).toBe(0);
    now += 999;
    expect(buckets.take('a')).toBe(1);
    now += 1;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1);
    // A refused search does not use anything up: the wait does not grow.
    expect(buckets.take('a')).toBe(1);
    now += 60_000;
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0, 1]);
  });

  it('is generous by default: sixty searches at once pass', () => {
    const buckets = createSearchBuckets({ now: () => 0 });
    for (let i = 0; i < SEARCH_BURST; i++) expect(buckets.take('203.0.113.7')).toBe(0);
    expect(buckets.take('203.0.113.7')).toBeGreaterThan(0);
  });

  it('forgets the least recently seen addresses beyond its bound', () => {
    const buckets = createSearchBuckets({ burst: 1, now: () => 0 });
    for (let i = 0; i < 50_010; i++) buckets.take(`10.0.${i >> 8}.${i & 255}`);
    expect(buckets.size).toBe(50_000);
  });
});

describe('searchLimit', () => {
  const t = ((key: string, opts?: { seconds?: number }) => `${key}${opts?.seconds ?? ''}`) as unknown as TFunction;
  function run(url: string, ip = '198.51.100.4', buckets = createSearchBuckets({ burst: 1, now: () => 0 })) {
    const handler = searchLimit(buckets, () => t);
    const out: { status?: number; headers: Record<string, string>; body?: unknown; type?: string } = { headers: {} };
    const res = {
      locals: { ctx: { locale: 'en' }, cspNonce: 'n0nce' },
      status(code: number) {
        out.status = code;
        return res;
      },
      setHeader(name: string, value: string) {
        out.headers[name.toLowerCase()] = value;
        return res;
      },
      type(value: string) {
        out.type = value;
        return res;
      },
      send(body: string) {
        out.body = body;
        return res;
      },
      json(body: unknown) {
        out.body = body;
        return res;
      },
    } as unknown as Response;
    const path = url.split('?')[0]!;
    const next = vi.fn() as unknown as NextFunction;
    handler({ method: 'GET', url, path, ip } as unknown as Request, res, next);
    return { out, next: next as unknown as ReturnType<typeof vi.fn>, buckets };
  }

  it('counts only searches: pages, a keyword on a page that does not search, and other paths pass freely', () => {
    const buckets = createSearchBuckets({ burst: 1, now: () => 0 });
    for (const url of ['/support', '/?keyword=a', '/support?state=3&keyword=a', '/brand?keyword=a', '/bff/x?keyword=a', '/support?keyword=%20']) {
      for (let i = 0; i < 3; i++) expect(run(url, '198.51.100.4', buckets).next, url).toHaveBeenCalledOnce();
    }
    expect(run('/support?keyword=spa', '198.51.100.4', buckets).next).toHaveBeenCalledOnce();
    expect(run('/support?keyword=spa', '198.51.100.4', buckets).next).not.toHaveBeenCalled();
  });

  it('answers a search past the allowance with 429, Retry-After and a page in the visitor’s language', () => {
    const buckets = createSearchBuckets({ burst: 1, now: () => 0 });
    run('/support?keyword=spa', '198.51.100.4', buckets);
    const { out, next } = run('/hotel/101/support?state=2&keyword=spa', '198.51.100.4', buckets);
    expect(next).not.toHaveBeenCalled();
    expect(out.status).toBe(429);
    expect(out.headers['retry-after']).toBe('1');
    expect(out.headers['cache-control']).toBe('no-store');
    expect(out.type).toBe('html');
    expect(out.body).toContain('<html lang="en">');
    expect(out.body).toContain('site:searchLimit.text1');
    expect(out.body).toContain('<style nonce="n0nce">');
  });

  it('answers a page-context request (client navigation) with the error envelope', () => {
    const buckets = createSearchBuckets({ burst: 1, now: () => 0 });
    run('/support/index.pageContext.json?keyword=spa', '198.51.100.4', buckets);
    const { out } = run('/support/index.pageContext.json?keyword=spa', '198.51.100.4', buckets);
    expect(out.status).toBe(429);
    expect(out.body).toEqual({ result: false, code: 'E429', message: 'site:searchLimit.text1' });
  });
});
