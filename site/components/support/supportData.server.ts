// Server-only loader of the support pages' +data hooks: only what the chosen state shows.
import type { PageContextServer } from 'vike/types';
import { readOptional, readRequired } from '../../lib/pageData.server.ts';
import { orNotFound } from '../../lib/pageData.server.ts';
import { NOTICE_PAGE_SIZE, supportQuery } from './supportQuery.ts';

export async function loadSupport(pageContext: PageContextServer, hotelSeq: number = pageContext.scope.hotel_seq) {
  const q = supportQuery(pageContext.urlParsed.search);
  const keyword = q.keyword || undefined;
  if (q.state === 1) {
    const r = await orNotFound(readRequired(pageContext, 'noticeList', { page: q.page, page_size: NOTICE_PAGE_SIZE, keyword }, hotelSeq));
    return {
      state: 1 as const,
      hotelSeq,
      keyword: q.keyword,
      page: q.page,
      pageCount: Math.max(1, Math.ceil(r.total_count / NOTICE_PAGE_SIZE)),
      total: r.total_count,
      notices: r.notice_list.map(({ notice_seq, hotel_seq, hotel_name, hotel_name_en, title, content, content_lang_type, is_pinned, posted_at, view_count }) => ({
        notice_seq,
        // The property a notice concerns (null: every property), named in the list and its text (issue 15 point 4).
        hotel: hotel_seq !== null && hotel_name !== null ? { hotel_seq, hotel_name, hotel_name_en: hotel_name_en ?? '' } : null,
        title,
        content,
        content_lang_type,
        is_pinned,
        posted_at,
        view_count,
      })),
    };
  }
  if (q.state === 2) {
    const [categories, faqs] = await Promise.all([
      readOptional(pageContext, 'categoryList', { category_type: 'faq' }, hotelSeq),
      orNotFound(readRequired(pageContext, 'faqList', { category_seq: q.category ?? undefined, keyword }, hotelSeq)),
    ]);
    return {
      state: 2 as const,
      hotelSeq,
      keyword: q.keyword,
      category: q.category,
      categories: categories?.category_list.map(({ category_seq, name, content_lang_type }) => ({ category_seq, name, content_lang_type })) ?? [],
      faqs: faqs.faq_list.map(({ faq_seq, category_name, question, answer, content_lang_type }) => ({ faq_seq, category_name, question, answer, content_lang_type })),
    };
  }
  // The lookup's form needs no data: the visitor's receipt number and phone say what to show.
  if (q.state === 4) return { state: 4 as const, hotelSeq };
  const categories = await orNotFound(readRequired(pageContext, 'categoryList', { category_type: 'voc' }, hotelSeq));
  return {
    state: 3 as const,
    hotelSeq,
    categories: categories.category_list.map(({ category_seq, category_key, name }) => ({ category_seq, category_key, name })),
  };
}

export type SupportData = Awaited<ReturnType<typeof loadSupport>>;
export type NoticeData = Extract<SupportData, { state: 1 }>;
export type FaqData = Extract<SupportData, { state: 2 }>;
export type VocData = Extract<SupportData, { state: 3 }>;
export type LookupData = Extract<SupportData, { state: 4 }>;
