// @clock: real answers on data seeded around today (last Seoul year, this month) against the documented dates
import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../server/api/app.ts';
import { openApiDocument } from '../../server/api/registry.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { sampleBody } from '../helpers/samples.ts';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>; components: { schemas: Record<string, object> } };

let api: TestApi;
let token: string;
let doc: Doc;
beforeAll(async () => {
  api = await startApi();
  token = await api.token('sokcho01');
  doc = (await (await fetch(`${api.url}/openapi.json`)).json()) as Doc;
});
afterAll(async () => {
  await api?.close();
});

function validator(path: string, status: number) {
  const schema = doc.paths[path]!.post!.responses[String(status)]!.content!['application/json']!.schema;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile({ ...schema, $defs: undefined, components: doc.components });
}

describe('the OpenAPI document', () => {
  it('is served at /openapi.json and committed as docs/api/openapi.json, up to date (npm run openapi)', () => {
    const committed = JSON.parse(fs.readFileSync('docs/api/openapi.json', 'utf8')) as unknown;
    expect(committed).toEqual(openApiDocument(routes));
    expect(doc).toEqual(committed);
  });

  it('has every route of the app', async () => {
    for (const r of routes) expect(Object.keys(doc.paths), r.path).toContain(r.path);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/openapi.json', '/crs/download/{company_seq}/{hotel_seq}/{file}']));
    // And the app has no call the document lacks: a path outside it answers the 404 of no route.
    const res = await api.post('/client/api/not/a/call', {}, { token });
    expect(res.body.message).toBe('No API route for POST /client/api/not/a/call.');
  });

  it.each(routes.filter((r) => !['/client/api/voc/delete', '/brand/branding/mobile/auth_code/validate', '/brand/branding/voc/register', '/brand/branding/voc/lookup/validate'].includes(r.path)).map((r) => r.path))(
    '%s: a real answer matches the documented schema',
    async (path) => {
      const def = routes.find((r) => r.path === path)!;
      const res = await api.post(path, sampleBody(path), { token: def.auth === 'owner' ? token : undefined });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const validate = validator(path, 200);
      expect(validate(res.body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    },
  );

  it('documents the error envelope, and real errors match it', async () => {
    const res = await api.post('/brand/branding/main', { company_seq: 'x' });
    expect(res.status).toBe(400);
    const validate = validator('/brand/branding/main', 400);
    expect(validate(res.body), JSON.stringify(validate.errors)).toBe(true);
  });
});
