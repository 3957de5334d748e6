import type { NextFunction, Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, createSearchBuckets, createSearchSlots, SEARCH_BURST, searchFront, searchLimit, type SearchSlots } from '../../server/web/middleware/search-limit.ts';

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

  it('is generous by default: twenty searches at once pass', () => {
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
  async function run(url: string, ip = '198.51.100.4', buckets = createSearchBuckets({ burst: 1, now: () => 0 }), slots: SearchSlots = createSearchSlots({ slots: 100 })) {
    const handler = searchLimit({ buckets, slots, tOf: () => t });
    const out: { status?: number; headers: Record<string, string>; body?: unknown; type?: string } = { headers: {} };
    const res = {
      locals: { ctx: { locale: 'en' }, cspNonce: 'n0nce' },
      once: vi.fn(),
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
    handler({ method: 'GET', url, path, ip, socket: {} } as unknown as Request, res, next);
    await new Promise((r) => setTimeout(r, 0));
    return { out, next: next as unknown as ReturnType<typeof vi.fn>, buckets, res: res as unknown as { once: ReturnType<typeof vi.fn> } };
  }

  it('counts only searches: pages, a keyword on a page that does not search, and other paths pass freely', async () => {
    const buckets = createSearchBuckets({ burst: 1, now: () => 0 });
    for (const url of ['/support', '/?keyword=a', '/support?state=3&keyword=a', '/brand?keyword=a', '/bff/x?keyword=a', '/support?keyword=%20']) {
      for (let i = 0; i < 3; i++) expect((await run(url, '198.51.100.4', buckets)).next, url).toHaveBeenCalledOnce();
    }
    expect((await run('/support?keyword=spa', '198.51.100.4', buckets)).next).toHaveBeenCalledOnce();
    expect((await run('/support?keyword=spa', '198.51.100.4', buckets)).next).not.toHaveBeenCalled();
  });

  it('answers a search past the allowance with 429, Retry-After and a page in the visitor’s language', async () => {
    const buckets = createSearchBuckets({ burst: 1, now: () => 0 });
    await run('/support?keyword=spa', '198.51.100.4', buckets);
    const { out, next } = await run('/hotel/101/support?state=2&keyword=spa', '198.51.100.4', buckets);
    expect(next).not.toHaveBeenCalled();
    expect(out.status).toBe(429);
    expect(out.headers['retry-after']).toBe('1');
    expect(out.headers['cache-control']).toBe('no-store');
    expect(out.type).toBe('text/html; charset=utf-8');
    expect(out.body).toContain('<html lang="en">');
    expect(out.body).toContain('site:searchLimit.text1');
    // Its one style is allowed by its hash (helmet's policy names a nonce the page does not carry).
    expect(out.headers['content-security-policy']).toMatch(/style-src 'sha256-[^']+'/);
  });

  it('answers a page-context request (client navigation) with the error envelope', async () => {
    const buckets = createSearchBuckets({ burst: 1, now: () => 0 });
    await run('/support/index.pageContext.json?keyword=spa', '198.51.100.4', buckets);
    const { out } = await run('/support/index.pageContext.json?keyword=spa', '198.51.100.4', buckets);
    expect(out.status).toBe(429);
    expect(out.type).toMatch(/^application\/json/);
    expect(JSON.parse(out.body as string)).toEqual({ result: false, code: 'E429', message: 'site:searchLimit.text1' });
  });

  it('answers 503 with Retry-After when no slot comes, and holds a granted slot until the answer is sent', async () => {
    const slots = createSearchSlots({ slots: 1, queue: 0 });
    const buckets = createSearchBuckets({ now: () => 0 });
    const first = await run('/support?keyword=spa', '198.51.100.4', buckets, slots);
    expect(first.next).toHaveBeenCalledOnce();
    expect(first.res.once).toHaveBeenCalledWith('close', expect.any(Function));
    const second = await run('/support?keyword=spa', '198.51.100.5', buckets, slots);
    expect(second.next).not.toHaveBeenCalled();
    expect(second.out.status).toBe(503);
    expect(second.out.headers['retry-after']).toBe('5');
    expect(second.out.body).toContain('site:searchLimit.busy5');
    // The first answer is sent: its slot is free again.
    (first.res.once.mock.calls[0]![1] as () => void)();
    expect((await run('/support?keyword=spa', '198.51.100.6', buckets, slots)).next).toHaveBeenCalledOnce();
  });
});

// Issue 25, point 4: a burst of searches from many addresses renders a few at a time.
describe('createSearchSlots', () => {
  it('grants a slot per render thread, queues the next ones in order, and frees each once', async () => {
    const slots = createSearchSlots({ slots: 2, queue: 2, waitMs: 10_000 });
    const a = (await slots.acquire())!;
    const b = (await slots.acquire())!;
    expect(slots.free).toBe(0);
    const order: string[] = [];
    const c = slots.acquire().then((release) => (order.push('c'), release));
    const d = slots.acquire().then((release) => (order.push('d'), release));
    // The queue is full: no room.
    expect(await slots.acquire()).toBeNull();
    a();
    a();
    expect(((await c) as () => void) !== null).toBe(true);
    expect(slots.waiting).toBe(1);
    b();
    await d;
    expect(order).toEqual(['c', 'd']);
    ((await c) as () => void)();
    ((await d) as () => void)();
    expect(slots.free).toBe(2);
  });

  it('tells a search that waited too long to come back', async () => {
    vi.useFakeTimers();
    try {
      const slots = createSearchSlots({ slots: 1, waitMs: 5_000 });
      await slots.acquire();
      const late = slots.acquire();
      vi.advanceTimersByTime(5_000);
      expect(await late).toBeNull();
      expect(slots.waiting).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

});

describe('clientAddress (as Express’s req.ip)', () => {
  const trustLoopback = (address: string) => address === '127.0.0.1';
  const req = (remoteAddress: string, xff?: string) => ({ socket: { remoteAddress }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;
  it('is the peer unless the peer is a trusted proxy, then the next address from the right', () => {
    expect(clientAddress(req('203.0.113.1'), trustLoopback)).toBe('203.0.113.1');
    expect(clientAddress(req('203.0.113.1', '198.51.100.9'), trustLoopback)).toBe('203.0.113.1');
    expect(clientAddress(req('127.0.0.1', '198.51.100.9'), trustLoopback)).toBe('198.51.100.9');
    expect(clientAddress(req('127.0.0.1', '10.9.9.9, 198.51.100.9'), trustLoopback)).toBe('198.51.100.9');
    expect(clientAddress(req('127.0.0.1', '10.9.9.9, 127.0.0.1'), trustLoopback)).toBe('10.9.9.9');
    expect(clientAddress(req('127.0.0.1', ''), trustLoopback)).toBe('127.0.0.1');
  });
});

// The refusal before Express: what a cache hit costs.
describe('searchFront', () => {
  const t = ((key: string, opts?: { seconds?: number }) => `${key}${opts?.seconds ?? ''}`) as unknown as TFunction;
  function setup(burst = 1) {
    const limits = { buckets: createSearchBuckets({ burst, now: () => 0 }), slots: createSearchSlots({ slots: 1 }), tOf: () => t, trust: (a: string) => a === '127.0.0.1', tls: () => false, acceptsHost: () => true };
    return { front: searchFront(limits), limits };
  }
  function send(front: ReturnType<typeof searchFront>, url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
    const out = { status: 0, head: [] as string[], body: undefined as string | undefined };
    const res = {
      writeHead(status: number, head: string[]) {
        out.status = status;
        out.head = head;
      },
      end(body?: string) {
        out.body = body;
      },
    } as unknown as ServerResponse;
    const req = { method: 'GET', url, headers: { 'accept-language': 'en', ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
    const answered = front(req, res);
    const header = (name: string) => out.head[out.head.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name) + 1];
    return { answered, out, header, req };
  }

  it('counts a search once (the app does not count it again) and refuses the next with 429 and the page', async () => {
    const { front, limits } = setup();
    const first = send(front, '/support?keyword=spa', { 'x-forwarded-for': '198.51.100.4' });
    expect(first.answered).toBe(false);
    // The app's middleware lets it through without taking another search from the allowance.
    const next = vi.fn();
    searchLimit(limits)({ method: 'GET', url: '/support?keyword=spa', path: '/support', ip: '198.51.100.4', ...first.req } as unknown as Request, { locals: {}, once: vi.fn() } as unknown as Response, next);
    await new Promise((r) => setTimeout(r, 0));
    expect(next).toHaveBeenCalledOnce();
    const second = send(front, '/support?state=2&keyword=spa', { 'x-forwarded-for': '198.51.100.4' });
    expect(second.answered).toBe(true);
    expect(second.out.status).toBe(429);
    expect(second.header('retry-after')).toBe('1');
    expect(second.header('content-type')).toMatch(/^text\/html/);
    expect(second.header('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(second.out.body).toContain('site:searchLimit.text1');
    // Another visitor (behind the same trusted proxy) has their own allowance.
    expect(send(front, '/support?keyword=spa', { 'x-forwarded-for': '198.51.100.5' }).answered).toBe(false);
    const json = send(front, '/support/index.pageContext.json?keyword=spa', { 'x-forwarded-for': '198.51.100.4' });
    expect(JSON.parse(json.out.body!)).toMatchObject({ result: false, code: 'E429' });
  });

  it('leaves everything that is not a search to the cache and the app', () => {
    const { front } = setup(0);
    for (const url of ['/', '/?keyword=a', '/support', '/support?state=3&keyword=a', '/bff/x?keyword=a']) expect(send(front, url).answered, url).toBe(false);
  });
});
