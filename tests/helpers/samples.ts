import { seoulYear } from '../../contracts/seoul-clock.ts';
import { routes } from '../../server/api/app.ts';

/** The demo owners of the seed (server/db/seed-owners.ts). */
export const owners = {
  sokcho01: { memberNos: ['13-1203-01'], hotelSeq: 101, userSeq: 1 },
  sokcho02: { memberNos: ['13-1406-01'], hotelSeq: 101, userSeq: 6 },
  naksan01: { memberNos: ['14-1102-01'], hotelSeq: 102, userSeq: 2 },
  multi01: { memberNos: ['13-1507-01', '13-1508-01', '13-1812-01'], hotelSeq: 101, userSeq: 4 },
} as const;

// Last year in Seoul, as the seed and the api count years (not the host's year: on 31 December at
// 23:30 UTC Seoul is already in the next one).
const lastYear = String(seoulYear() - 1);
const lastYearMonth = `${lastYear}07`;

/** A valid body for every call (its own fields beside the base params), for the matrix, fuzz and schema tests. */
export function sampleBody(path: string): Record<string, unknown> {
  const brand = { company_seq: 100, hotel_seq: 101, lang_type: 'KOR' };
  const member = { company_seq: 100, hotel_seq: null, lang_type: 'KOR', target_lang_type: ['KOR'] };
  const bodies: Record<string, Record<string, unknown>> = {
    '/brand/branding/main': brand,
    '/brand/branding/content/version': {},
    '/brand/branding/term/list': brand,
    '/brand/branding/event_popup/list': brand,
    '/brand/branding/intro/main': brand,
    '/brand/branding/facility/list': { ...brand, facility_type: 'room' },
    '/brand/branding/facility/detail': { ...brand, facility_seq: 1 },
    '/brand/branding/promotion/list': { ...brand, page: 1, page_size: 10 },
    '/brand/branding/promotion/detail': { ...brand, promotion_seq: 1 },
    '/brand/branding/package/list': { ...brand, status: 'all' },
    '/brand/branding/package/detail': { ...brand, package_seq: 4 },
    '/brand/branding/notice/list': { ...brand, page: 1 },
    '/brand/branding/faq/list': brand,
    '/brand/branding/category_info/list': { ...brand, category_type: 'voc' },
    '/brand/branding/mobile/auth_code/send': { ...brand, phone: '010-2345-6789' },
    '/brand/branding/mobile/auth_code/validate': { ...brand, phone: '010-2345-6789', code: '123456' },
    '/brand/branding/mobile/auth_code/proof': { ...brand, phone: '010-2345-6789', verification_token: 'x'.repeat(40) },
    '/brand/branding/voc/lookup/send': { ...brand, receipt_no: 'V20261126-1A2B3C4D', phone: '010-2345-6789' },
    '/brand/branding/voc/lookup/validate': { ...brand, receipt_no: 'V20261126-1A2B3C4D', phone: '010-2345-6789', code: '123456' },
    '/brand/branding/voc/register': {
      ...brand, voc_hotel_seq: 101, category_seq: 1, name: '홍길동', phone: '010-2345-6789', email: 'hong@example.com', reply_method: 'email',
      title: '주차 문의', content: '전기차 충전이 가능한가요?', agree_privacy: true, verification_token: 'x'.repeat(40),
    },
    '/client/user/login': { loginId: 'sokcho01', password: 'demo1234!', joinType: 'NORMAL', hotelCode: 13 },
    '/client/user/logout': {},
    '/client/api/home/room/profit': member,
    '/client/api/home/reservation/list': { ...member, page: 1, page_size: 20 },
    '/client/api/facility/reservation/list/monthly': { ...member, target_ym: lastYearMonth },
    '/client/api/home/main/info': member,
    '/client/api/home/oper/period': member,
    '/client/api/home/oper/dtl': { ...member, period_type: 'DAILY', target_ym: lastYearMonth },
    '/client/api/home/monthly/booking': { ...member, period_type: 'MONTHLY', target_year: lastYear },
    '/client/api/home/sales/info': { ...member, target_year: lastYear },
    '/client/api/home/cost/detail': { ...member, target_year: lastYear },
    '/client/api/home/income/statement': { ...member, target_year: lastYear },
    '/client/api/notice/list': member,
    '/client/api/notice/detail': { ...member, notice_seq: 1 },
    '/client/api/board/dividend/list': member,
    '/client/api/board/fee/list': { ...member, target_year: lastYear },
    '/client/api/board/event/list': member,
    '/client/api/voc/list': member,
    '/client/api/voc/detail': { ...member, voc_seq: 1 },
    '/client/api/voc/create': { ...member, category_seq: 1, title: '배당 일정 문의', content: '다음 배당 지급일을 알고 싶습니다.' },
    '/client/api/voc/delete': { ...member, voc_seq: 4 },
    '/client/api/voc/category/list': member,
    '/client/api/home/my-page/main/info': member,
    '/client/api/home/my-page/monthly/profit': { ...member, target_year: lastYear },
    '/client/api/home/tax/update': { ...member, business_registration: '220-81-62517', trade_name: '김민준 (라온속초 1203호)', representative: '김민준', invoice_email: 'tax@example.com' },
    '/client/api/home/profit/fix': member,
    '/client/member/home/tax/detail': { ...member, std_month: lastYearMonth },
    '/client/member/home/tax/close/list': { ...member, target_year: lastYear },
    '/client/member/home/incentive/list': member,
    '/client/member/home/tax/approve': { ...member, std_month: lastYearMonth },
    '/client/api/notification/list': { ...member, page: 1, page_size: 20 },
    '/client/api/notification/read': { ...member, notification_seq_list: [1] },
    '/client/api/notification/settings': member,
    '/client/api/notification/settings/update': { ...member, email_kinds: ['SETTLED', 'PAID'], sms_kinds: ['INVOICE'] },
  };
  const body = bodies[path];
  if (!body) throw new Error(`no sample body for ${path}: add one to tests/helpers/samples.ts`);
  return body;
}

export const memberPaths = routes.filter((r) => r.auth === 'owner').map((r) => r.path);
export const allPaths = routes.map((r) => r.path);
/** Calls whose body may name member numbers. */
export const memberFilterPaths = memberPaths.filter((p) => {
  const shape = (routes.find((r) => r.path === p)!.body as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } });
  return Boolean(shape.shape?.member_no_list);
});
