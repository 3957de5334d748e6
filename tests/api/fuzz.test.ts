import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../server/api/app.ts';
import { startApi, type TestApi } from '../helpers/api.ts';
import { sampleBody } from '../helpers/samples.ts';

// 400 generated bodies per call in `npm test`; the PostgreSQL job runs another 400 from another
// seed (scripts/test-api-pg.mjs), so CI tries 800 different bodies per call in all.
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi();
  token = await api.token('multi01');
});
afterAll(async () => {
  await api?.close();
});

const anyJson = fc.jsonValue({ maxDepth: 3 });
// Values that stress parsers: huge and negative numbers, odd strings, wrong containers.
const nasty = fc.oneof(
  anyJson,
  fc.constantFrom(null, '', ' ', '0', '-1', '1e400', 'NaN', '2026-13-45', '209913', '../../etc/passwd', '<script>', "'; DROP TABLE users; --", '\u0000', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.string({ maxLength: 300 }),
);

/** Bodies near the valid one (keys dropped, replaced, added) and bodies of any JSON shape. */
function bodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({
      drop: fc.subarray(keys),
      // A call without fields (content/version) has nothing to replace, only extras to refuse.
      replace: keys.length > 0 ? fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: 3 }) : fc.constant({}),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), nasty, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const merged: Record<string, unknown> = { ...valid, ...replace, ...extra };
      const body = Object.fromEntries(Object.entries(merged).filter(([k]) => !drop.includes(k)));
      return { raw: false, body: body as unknown };
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: anyJson.map((body) => ({ raw: false, body: body as unknown })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((body) => ({ raw: true, body: body as unknown })) },
  );
}

describe(`generated bodies (${RUNS} per call) never get a 5xx`, () => {
  it.each(routes.map((r) => [r.path, r.auth] as const))('%s', async (path, auth) => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(bodies(sampleBody(path)), async ({ raw, body }) => {
        runs += 1;
        const res = await api.post(path, body, { raw, token: auth === 'owner' ? token : undefined });
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 200)} → ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(runs).toBe(RUNS);
  }, 300_000);
});
