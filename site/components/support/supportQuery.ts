/**
 * SPEC §2: navigation state 1 = notices, 2 = FAQ, 3 = VOC; 4 = the inquiry lookup (issue 15,
 * point 7: SPEC names no route for it, so it is the support section's next state).
 */
export const supportStates = [1, 2, 3, 4] as const;
export type SupportState = (typeof supportStates)[number];
export const supportStateKeys = { 1: 'notice', 2: 'faq', 3: 'voc', 4: 'lookup' } as const satisfies Record<SupportState, string>;

export const NOTICE_PAGE_SIZE = 10;

export interface SupportQuery {
  state: SupportState;
  page: number;
  keyword: string;
  category: number | null;
}

/**
 * What the address asks for: ?state=1|2|3|4 (the footer's ?tab= is read the same way), ?page=,
 * ?keyword= and, for the FAQ, ?category=. Anything unexpected falls back to the default.
 */
export function supportQuery(search: Record<string, string>): SupportQuery {
  const raw = search.state ?? search.tab;
  const state = (supportStates as readonly number[]).includes(Number(raw)) && /^\d$/.test(raw ?? '') ? (Number(raw) as SupportState) : 1;
  const page = /^[1-9]\d{0,3}$/.test(search.page ?? '') ? Number(search.page) : 1;
  const keyword = (search.keyword ?? '').trim().slice(0, 100);
  const category = /^[1-9]\d{0,8}$/.test(search.category ?? '') ? Number(search.category) : null;
  return { state, page, keyword, category };
}

/** An address of the support page; defaults are left out. */
export function supportHref(pathname: string, state: SupportState, extra: { page?: number; keyword?: string; category?: number | null } = {}): string {
  const params = new URLSearchParams({ state: String(state) });
  if (extra.category) params.set('category', String(extra.category));
  if (extra.keyword) params.set('keyword', extra.keyword);
  if (extra.page && extra.page > 1) params.set('page', String(extra.page));
  return `${pathname}?${params.toString()}`;
}
