// Issue 16, point 3: the brand pages' translations are an immutable asset named by its content,
// not a JSON script in every page (server/web/render/translations.ts).
import { get } from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from '../../server/lib/http.ts';
import { loadResources } from '../../server/web/render/i18n.ts';
import { translationsAsset, translationsAssets } from '../../server/web/render/translations.ts';
import { brandNamespaces } from '../../server/web/render/vike.ts';

const resources = loadResources();
const stores = new Map(Object.entries(resources).map(([locale, store]) => [locale, brandNamespaces(store)]));

describe('the translations asset', () => {
  it('is named by its language and content, the same in every process (threads render pages too)', () => {
    const ko = translationsAsset('ko', stores.get('ko')!);
    expect(ko.path).toMatch(/^\/i18n\/site\.ko\.[\w-]{12}\.json$/);
    // Another object with the same content (another render thread's) gets the same address.
    expect(translationsAsset('ko', brandNamespaces(resources.ko!)).path).toBe(ko.path);
    expect(translationsAsset('en', stores.get('en')!).path).not.toBe(ko.path);
    // A changed text is a new address: a browser never keeps translations of another version.
    const changed = structuredClone(stores.get('ko')!) as Record<string, Record<string, unknown>>;
    changed.common!.skipLink = '본문으로';
    expect(translationsAsset('ko', changed).path).not.toBe(ko.path);
    // The brand pages' namespaces only: the portal's stay out.
    expect(Object.keys(JSON.parse(ko.json) as object).sort()).toEqual(['common', 'site', 'ui']);
  });

  it('is served compressed and immutable, and an unknown address is a 404 that says what to do', async () => {
    const app = express();
    app.use(translationsAssets(stores));
    const server = await listen(app, 0, '127.0.0.1');
    try {
      for (const locale of ['ko', 'en', 'ja']) {
        const asset = translationsAsset(locale, stores.get(locale)!);
        const res = await fetch(`${server.url}${asset.path}`, { headers: { 'accept-encoding': 'br' } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        // fetch decodes brotli itself: what arrives is the translations.
        expect(await res.json()).toEqual(JSON.parse(asset.json));
        const gzipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
          get(`${server.url}${asset.path}`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
            const parts: Buffer[] = [];
            r.on('data', (c: Buffer) => parts.push(c))
              .on('end', () => resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(parts) }))
              .on('error', reject);
          }).on('error', reject);
        });
        expect(gzipped.encoding).toBe('gzip');
        expect(zlib.gunzipSync(gzipped.body).toString()).toBe(asset.json);
      }
      const stale = await fetch(`${server.url}/i18n/site.ko.AAAAAAAAAAAA.json`);
      expect(stale.status).toBe(404);
      expect(stale.headers.get('cache-control')).toBe('no-store');
      expect(await stale.text()).toMatch(/reload the page/);
      // Anything else passes through.
      expect((await fetch(`${server.url}/elsewhere`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
