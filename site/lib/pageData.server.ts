// Server-only helpers of the pages' +data hooks: brand reads through the web app's API client.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { BrandReadBody, BrandReadName, BrandReadResult } from '../../contracts/brand.ts';
import { isNotFoundUpstream } from '../../server/web/api-client.ts';

function apiOf(pageContext: PageContextServer) {
  if (!pageContext.api) throw new Error('+data ran without the API client: it must run on the server');
  return pageContext.api;
}

/** A list or section: null when the API fails or refuses (SPEC §8: that part is not shown). */
export async function readOptional<K extends BrandReadName>(
  pageContext: PageContextServer,
  name: K,
  body?: BrandReadBody<K>,
  hotelSeq: number = pageContext.scope.hotel_seq,
): Promise<BrandReadResult<K> | null> {
  try {
    return await apiOf(pageContext).read(name, { ...pageContext.scope, hotel_seq: hotelSeq }, body);
  } catch (err) {
    if (isNotFoundUpstream(err)) return null;
    throw err;
  }
}

/** What the page is about (a detail, a hotel): 404 when the API does not know it, 503 when the API cannot answer. */
export async function readRequired<K extends BrandReadName>(
  pageContext: PageContextServer,
  name: K,
  body?: BrandReadBody<K>,
  hotelSeq: number = pageContext.scope.hotel_seq,
): Promise<BrandReadResult<K>> {
  let result: BrandReadResult<K> | null;
  try {
    result = await apiOf(pageContext).read(name, { ...pageContext.scope, hotel_seq: hotelSeq }, body);
  } catch (err) {
    if (isNotFoundUpstream(err)) throw render(404);
    throw err;
  }
  if (result === null) throw render(503);
  return result;
}

/** A path segment that must be a positive id ({id}, {detailId}); anything else is a 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw render(404);
  return Number(value);
}

/** A read the page is about, made some other way: 404 when the API said it does not know it. */
export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (err) {
    if (isNotFoundUpstream(err)) throw render(404);
    throw err;
  }
}
