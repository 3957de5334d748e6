import { describe, expect, it } from 'vitest';
import { createPublicFiles, MAX_ENTRY_BYTES } from '../../server/web/render/public-files.ts';

// The web process's public stored files (server/web/render/public-files.ts): kept for the page
// cache's generation, within their memory, least recently used first out.
const file = (size: number, fill = 1) => ({ headers: [['content-type', 'image/svg+xml']] as [string, string][], body: Buffer.alloc(size, fill) });

describe('the public files a web process keeps', () => {
  it('keeps a whole public 200 answer of at most 1 MB, and nothing personal, partial or unsure', () => {
    const files = createPublicFiles(8 * MAX_ENTRY_BYTES, () => 'v1');
    expect(files.mayKeep(200, 'public, max-age=86400', 1423)).toBe(true);
    expect(files.mayKeep(200, 'private, no-store', 1423)).toBe(false);
    expect(files.mayKeep(200, undefined, 1423)).toBe(false);
    expect(files.mayKeep(304, 'public, max-age=86400', 1423)).toBe(false);
    expect(files.mayKeep(404, 'public, max-age=86400', 10)).toBe(false);
    expect(files.mayKeep(200, 'public, max-age=86400', -1)).toBe(false);
    expect(files.mayKeep(200, 'public, max-age=86400', MAX_ENTRY_BYTES + 1)).toBe(false);
    expect(createPublicFiles(0, () => 'v1').mayKeep(200, 'public', 10)).toBe(false);
    // Before the content version is known nothing is kept.
    expect(createPublicFiles(1024, () => '').mayKeep(200, 'public', 10)).toBe(false);
  });

  it('forgets every file when the generation moves on, and drops one fetched in the one before', () => {
    let generation = 'v1';
    const files = createPublicFiles(8 * MAX_ENTRY_BYTES, () => generation);
    files.keep('/a.svg', 'v1', file(100));
    expect(files.get('/a.svg')?.body.length).toBe(100);
    generation = 'v2';
    expect(files.get('/a.svg')).toBeUndefined();
    expect(files.bytes).toBe(0);
    files.keep('/b.svg', 'v1', file(100));
    expect(files.get('/b.svg')).toBeUndefined();
    files.keep('/b.svg', 'v2', file(100));
    expect(files.get('/b.svg')?.body.length).toBe(100);
  });

  it('stays within its memory, the least recently used going first', () => {
    const files = createPublicFiles(3000, () => 'v1');
    files.keep('/a', 'v1', file(1000));
    files.keep('/b', 'v1', file(1000));
    files.keep('/c', 'v1', file(1000));
    expect(files.get('/a')).toBeDefined();
    files.keep('/d', 'v1', file(1000));
    expect(files.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((k) => files.get(k) !== undefined)).toEqual([true, true, true]);
    expect(files.bytes).toBe(3000);
    // Kept again under the same address: counted once.
    files.keep('/d', 'v1', file(500, 2));
    expect(files.bytes).toBe(2500);
    expect(files.get('/d')?.body[0]).toBe(2);
  });
});
