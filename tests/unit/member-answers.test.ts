// The portal's kept answers and prefetch (issue 12, point 8): a month fetched or prefetched once
// shows at once; one fetch per key at a time; failures are never kept, so a retry asks again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAnswers, loadSlot, prefetch } from '../../client/member/calls/calls.tsx';
import { createMemberStore, setClosedTaxData } from '../../client/member/stores/member.ts';
import { callKey } from '../../contracts/calls.ts';

const user = { token: 't', userInfo: { loginId: 'sokcho01', user_name: '김민준', user_type: 'MEMBERSHIP', hotel_code: 13, member_no_list: ['13-1203-01'] } } as unknown as Parameters<typeof createMemberStore>[0];
const spec = { kind: 'member', path: 'home/oper/dtl' } as const;
const ok = (data: unknown) => new Response(JSON.stringify({ result: true, code: 'S001', result_data: data }), { status: 200, headers: { 'content-type': 'application/json' } });
const failing = () => new Response(JSON.stringify({ result: false, code: 'E500', message: 'down' }), { status: 500, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('kept answers and prefetch', () => {
  it('serves a prefetched month from memory: one fetch, the slot filled without loading', async () => {
    const fetch = vi.fn(async () => ok({ rows: [1] }));
    vi.stubGlobal('fetch', fetch);
    const body = { target_ym: '202401', n: Math.random() };
    prefetch(spec, body);
    prefetch(spec, body); // the same key while in flight: no second fetch
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    const key = callKey(spec, body);
    expect(await loadSlot(store, 'operation/daily', key, spec, body)).toBe(true);
    expect(store.slots['operation/daily']).toMatchObject({ key, data: { rows: [1] }, loading: false, error: null });
    expect(await loadSlot(store, 'operation/daily', key, spec, body)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failure: the next load and a retry ask the server again', async () => {
    const fetch = vi.fn(async () => failing());
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { target_ym: '202402', n: Math.random() };
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    const key = callKey(spec, body);
    expect(await loadSlot(store, 's', key, spec, body)).toBe(false);
    fetch.mockImplementation(async () => ok({ rows: [2] }));
    expect(await loadSlot(store, 's', key, spec, body, true)).toBe(true);
    expect(store.slots.s).toMatchObject({ data: { rows: [2] }, error: null });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('writes and what they make stale (issue 13)', () => {
  it('drops the kept answers and slots of the calls a write changed; the next load asks the server again', async () => {
    const fetch = vi.fn(async () => ok({ data: [{ voc_seq: 1 }] }));
    vi.stubGlobal('fetch', fetch);
    const list = { kind: 'member', path: 'voc/list' } as const;
    const body = { page: 1, n: Math.random() };
    const key = callKey(list, body);
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    await loadSlot(store, 'board/voc', key, list, body);
    expect(fetch).toHaveBeenCalledTimes(1);
    forgetAnswers(store, ['voc/list']);
    expect(store.slots['board/voc']).toBeUndefined();
    await loadSlot(store, 'board/voc', key, list, body);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('empties without asking when what a slot held is gone (a withdrawn inquiry), and keeps other slots', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok({ data: { voc_seq: 7 } })));
    const detail = { kind: 'member', path: 'voc/detail' } as const;
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    await loadSlot(store, 'board/voc/detail', callKey(detail, { voc_seq: 7 }), detail, { voc_seq: 7 });
    store.slots['home/x'] = { key: 'home/oper/period|{}', data: 1, loading: false, error: null };
    forgetAnswers(store, ['voc/detail'], false);
    expect(store.slots['board/voc/detail']).toEqual({ key: null, data: null, loading: false, error: null });
    expect(store.slots['home/x']).toMatchObject({ data: 1 });
  });

  it('keeps only the closed months in closedTaxData (SPEC §3)', () => {
    const store = createMemberStore(user, 'KOR', '2026-11-27');
    setClosedTaxData(store, [{ stdMonth: '202601', closeYn: 'Y' }, { stdMonth: '202602', closeYn: 'N' }]);
    expect(store.closedTaxData).toEqual({ '202601': 'Y' });
    setClosedTaxData(store, [{ stdMonth: '202601', closeYn: 'N' }, { stdMonth: '202512', closeYn: 'Y' }]);
    expect(store.closedTaxData).toEqual({ '202512': 'Y' });
  });
});
