// @vitest-environment jsdom
// The portal's data layer in the browser (issue 26, point 3; portal/calls): one typed query
// per member call, its answer held once in the query cache; a prefetched month shows at once
// (issue 12, point 8); a failure is never fresh; a write asks again for what it changed; a card
// shows its own failure with a retry (SPEC §8).
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Card } from '../../portal/calls/Card.tsx';
import { memberQuery, portalQueryClientConfig, sendMember, writeChanges } from '../../portal/calls/queries.ts';
import { I18nProvider } from '../../shared/i18n/react.tsx';
import { closedMonths } from '../../portal/screens/myPageData.ts';
import { memberWriteCalls } from '../../contracts/member.ts';
import { failureReason } from '../../portal/components/SlotStates.tsx';
import koMember from '../../locales/ko/member.json';

const base = { company_seq: 100, hotel_seq: null, lang_type: 'KOR', target_lang_type: ['KOR'] } as const;
const ok = (data: unknown) => new Response(JSON.stringify({ result: true, code: 'S001', result_data: data }), { status: 200, headers: { 'content-type': 'application/json' } });
const failing = (status = 500) => new Response(JSON.stringify({ result: false, code: `E${status}`, message: 'down' }), { status, headers: { 'content-type': 'application/json' } });
/** The browser's query client: no server calls in its page context, so every call goes through the BFF. */
const browserClient = () => new QueryClient(portalQueryClientConfig({} as Parameters<typeof portalQueryClientConfig>[0]));
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('one query per call, one answer in the cache', () => {
  it('keys a call by its path and body, whatever the order of the body, and posts the body to the BFF', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => ok({ data: { rows: [1] } }));
    vi.stubGlobal('fetch', fetch);
    const client = browserClient();
    const a = memberQuery('home/oper/dtl', { ...base, period_type: 'DAILY', target_ym: '202401' });
    const b = memberQuery('home/oper/dtl', { target_ym: '202401', period_type: 'DAILY', ...base });
    expect(await client.fetchQuery(a)).toEqual({ ok: true, data: { data: { rows: [1] } } });
    expect(await client.fetchQuery(b)).toEqual({ ok: true, data: { data: { rows: [1] } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/bff/member/home/oper/dtl');
    expect(bodyOf(fetch.mock.calls[0]!)).toEqual({ ...base, period_type: 'DAILY', target_ym: '202401' });
  });

  it('serves a prefetched month from the cache: one fetch, even while the prefetch is still on its way', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const client = browserClient();
    const month = memberQuery('home/monthly/booking', { ...base, period_type: 'DAILY', target_ym: '202402' });
    void client.prefetchQuery(month);
    const shown = client.fetchQuery(month);
    answer(ok({ data: [] }));
    expect(await shown).toEqual({ ok: true, data: { data: [] } });
    await client.prefetchQuery(month);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never keeps a failure fresh: the next ask goes to the server again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => failing());
    vi.stubGlobal('fetch', fetch);
    const client = browserClient();
    const year = memberQuery('home/sales/info', { ...base, target_year: '2024' });
    expect(await client.fetchQuery(year)).toMatchObject({ ok: false, status: 500, message: 'down' });
    fetch.mockImplementation(async () => ok({ data: { rows: [2] } }));
    await client.prefetchQuery(year);
    expect(client.getQueryData(year.queryKey)).toEqual({ ok: true, data: { data: { rows: [2] } } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('writes and what they change (writeChanges)', () => {
  it('declares what every write of the API changes', () => {
    expect(Object.keys(writeChanges).sort()).toEqual([...memberWriteCalls].sort());
  });

  it('drops the answers a write changed that are not on screen, so that their screen asks again', async () => {
    const fetch = vi.fn(async () => ok({ data: [{ voc_seq: 1 }], total_count: 1, page: 1, page_size: 10 }));
    vi.stubGlobal('fetch', fetch);
    const client = browserClient();
    const list = memberQuery('voc/list', { ...base, page: 1, page_size: 10 });
    const period = memberQuery('home/oper/period', base);
    await client.fetchQuery(list);
    await client.fetchQuery(period);
    fetch.mockImplementation(async () => ok({ data: { voc_seq: 2, created_at: '2026-11-27' } }));
    const sent = await sendMember(client, 'voc/create', { ...base, category_seq: 1, title: 't', content: 'c' });
    expect(sent).toMatchObject({ ok: true, data: { data: { voc_seq: 2 } } });
    expect(client.getQueryData(list.queryKey)).toBeUndefined();
    expect(client.getQueryData(period.queryKey)).toBeDefined();
  });

  it('removes the withdrawn inquiry without asking for it again, and changes nothing when the write failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => ok({ data: { voc_seq: 7 } }));
    vi.stubGlobal('fetch', fetch);
    const client = browserClient();
    const detail = memberQuery('voc/detail', { ...base, voc_seq: 7 });
    await client.fetchQuery(detail);
    fetch.mockImplementation(async () => failing(409));
    expect(await sendMember(client, 'voc/delete', { ...base, voc_seq: 7 })).toMatchObject({ ok: false, status: 409 });
    expect(client.getQueryData(detail.queryKey)).toBeDefined();
    fetch.mockImplementation(async () => ok({ data: { voc_seq: 7, deleted: true } }));
    await sendMember(client, 'voc/delete', { ...base, voc_seq: 7 });
    expect(client.getQueryData(detail.queryKey)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not ask again for the withdrawn inquiry its screen still shows while it is left', async () => {
    const fetch = vi.fn(async () => ok({ data: { voc_seq: 8 } }));
    vi.stubGlobal('fetch', fetch);
    const client = browserClient();
    const detail = memberQuery('voc/detail', { ...base, voc_seq: 8 });
    const shown = new QueryObserver(client, detail).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(detail.queryKey)).toBeDefined());
    fetch.mockImplementation(async () => ok({ data: { voc_seq: 8, deleted: true } }));
    await sendMember(client, 'voc/delete', { ...base, voc_seq: 8 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(detail.queryKey)?.isInvalidated).toBe(true);
    shown();
  });

  it('keeps only the closed months in closedTaxData (SPEC §3)', () => {
    expect(closedMonths([{ stdMonth: '202601', closeYn: 'Y' }, { stdMonth: '202602', closeYn: 'N' }])).toEqual({ '202601': 'Y' });
  });
});

describe('a card (SPEC §8)', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'ko', resources: { ko: { member: { slot: koMember.slot } } }, initAsync: false });
  const wrap = (client: QueryClient, children: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );

  it('shows its own failure with a retry that brings the answer in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => failing(503));
    vi.stubGlobal('fetch', fetch);
    const client = browserClient();
    render(wrap(client, <Card query={memberQuery('notice/list', { ...base, page: 1, page_size: 5 })} fallback={<p>loading</p>}>{(list) => <p>{list.total_count} notices</p>}</Card>));
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    // The reason in the owner's language and the code, not the API's English text (issue 28).
    expect(screen.getByRole('alert').textContent).toContain(`${koMember.slot.error} ${koMember.slot.reasons.busy} (E503)`);
    expect(screen.getByRole('alert').textContent).not.toContain('down');
    fetch.mockImplementation(async () => ok({ data: [], total_count: 3, page: 1, page_size: 5 }));
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('3 notices')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('names why a call failed by its status: a timeout is not an API out of reach (issue 28)', () => {
    expect(failureReason({ status: 0 })).toBe('offline');
    expect(failureReason({ status: 502 })).toBe('unreachable');
    expect(failureReason({ status: 504 })).toBe('timeout');
    expect(failureReason({ status: 503 })).toBe('busy');
    expect(failureReason({ status: 429 })).toBe('busy');
    expect(failureReason({ status: 500 })).toBe('server');
    expect(failureReason({ status: 400 })).toBe('refused');
  });
});
