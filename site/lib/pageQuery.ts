import { offerQuery } from '../components/offers/offerQuery.ts';
import { supportQuery } from '../components/support/supportQuery.ts';
import { facilityTabOf } from '../pages/facility/shared/cards.ts';

/**
 * The query of a public page as the page itself reads it (issue 25, point 4): each page keeps only
 * the parameters it reads, each with a value it accepts, defaults left out. A value the page would
 * not accept is dropped as if absent, so it shows (and shares) the page without it. The page cache
 * keys and renders pages from this (server/web/middleware/request-context.ts), and canonical and hreflang
 * addresses are made from it (seo.ts). Every rule calls the page's own parser, so the page rendered
 * from the reduced address is the page the browser hydrates from the address it was given.
 */
export interface PageQuery {
  /** The page's parameters, in a fixed order, with their values as the page reads them. */
  params: [name: string, value: string][];
  /** A search (support notices or FAQ with a keyword): rendered for whoever asks, never stored. */
  search: boolean;
}

/** `/support`, `/hotel/{id}/support`: notices (state 1), FAQ (2), inquiry form (3), inquiry lookup (4). */
const SUPPORT = /^\/(?:hotel\/[^/]+\/)?support$/;
/** `/promotion`, `/package` and a property's: ?status=ended and ?page=. */
const OFFER_LIST = /^\/(?:hotel\/[^/]+\/)?(?:promotion|package)$/;
const TERM_STATE = /^[1-9]\d{0,3}$/;

const NONE: PageQuery = { params: [], search: false };

/** The page a request path names: a page-context request (`/x/index.pageContext.json`) is its page's. */
export function pagePathOf(pathname: string): string {
  const json = pathname.endsWith('/index.pageContext.json') ? pathname.slice(0, -'/index.pageContext.json'.length) : pathname;
  return json === '' ? '/' : json;
}

/** `get` gives a parameter's value as vike's urlParsed.search has it (the last of repeated ones), or undefined. */
export function pageQueryOf(pathname: string, get: (name: string) => string | undefined): PageQuery {
  const path = pagePathOf(pathname);
  if (SUPPORT.test(path)) {
    // supportQuery reads ?state= and, only when there is none, the footer's ?tab=: both become state.
    const q = supportQuery(present({ state: get('state'), tab: get('tab'), page: get('page'), keyword: get('keyword'), category: get('category') }));
    const params: [string, string][] = [];
    if (q.state !== 1) params.push(['state', String(q.state)]);
    // The page number is of the notices, the category of the FAQ; a keyword searches either.
    if (q.state === 1 && q.page !== 1) params.push(['page', String(q.page)]);
    if (q.state === 2 && q.category !== null) params.push(['category', String(q.category)]);
    const search = (q.state === 1 || q.state === 2) && q.keyword !== '';
    if (search) params.push(['keyword', q.keyword]);
    return { params, search };
  }
  if (OFFER_LIST.test(path)) {
    const q = offerQuery(present({ status: get('status'), page: get('page') }));
    const params: [string, string][] = [];
    if (q.status !== 'ongoing') params.push(['status', q.status]);
    if (q.page !== 1) params.push(['page', String(q.page)]);
    return { params, search: false };
  }
  if (path === '/facility') {
    const tab = facilityTabOf(get('type'));
    return tab === 'ALL' ? NONE : { params: [['type', tab]], search: false };
  }
  if (path === '/terms') {
    // termIndex (terms/termIndex.ts): beyond the last term is the first, which only the API knows.
    const state = get('state');
    return state !== undefined && TERM_STATE.test(state) && state !== '1' ? { params: [['state', state]], search: false } : NONE;
  }
  return NONE;
}

/** Only the parameters given: the page parsers tell an absent one (undefined) from an empty one. */
function present(values: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) out[name] = value;
  return out;
}
