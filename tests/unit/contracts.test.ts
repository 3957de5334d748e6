import { describe, expect, it } from 'vitest';
import { memberCalls } from '../../contracts/member.ts';
import { routes } from '../../server/api/app.ts';

describe('the member calls table (contracts/member.ts)', () => {
  const owned = routes.filter((r) => r.auth === 'owner');

  it('names every member route of the api, with the same body and answer schemas', () => {
    for (const route of owned) {
      const [, base1, base2, ...rest] = route.path.split('/');
      const call = rest.join('/') as keyof typeof memberCalls;
      const def = memberCalls[call];
      expect(def, route.path).toBeDefined();
      expect(def.base, route.path).toBe(`${base1}/${base2}`);
      expect(def.body, route.path).toBe(route.body);
      expect(def.result, route.path).toBe(route.result);
    }
  });

  it('has no call the api does not answer', () => {
    const paths = new Set(owned.map((r) => r.path));
    for (const [call, def] of Object.entries(memberCalls)) expect(paths.has(`/${def.base}/${call}`), call).toBe(true);
  });
});
