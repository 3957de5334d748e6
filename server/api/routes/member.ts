import { z } from 'zod';
import { bearerToken } from '../auth.ts';
import { OWNER_VOC_DAILY_CAP, reservePoint } from '../rate-limit.ts';
import { AppError } from '../errors.ts';
import { COMMIT_DEADLINE_HEADER, commitDeadlineOf } from '../../lib/commit-deadline.ts';
import * as M from '../domain/member.ts';
import * as N from '../domain/notifications.ts';
import { siteOrigin } from '../../web/middleware/origin.ts';
import { login } from '../domain/login.ts';
import { defineRoute, type RouteDef } from '../registry.ts';
import { loginBody, loginResult } from '../schemas/auth.ts';
import * as S from '../../../contracts/member.ts';

export const authRoutes: RouteDef[] = [
  defineRoute({
    path: '/client/user/login', tag: 'auth', auth: 'public', bare: true,
    summary: 'Owner login: the same 401 for an unknown ID and a wrong password; the 11th attempt after 10 consecutive failures answers 429',
    body: loginBody, result: loginResult, errors: ['E401', 'E429'],
    handler: ({ services, body, req }) => login(services, body, req.ip ?? 'unknown'),
  }),
  defineRoute({
    path: '/client/user/logout', tag: 'auth', auth: 'public',
    summary: 'Log-out: the bearer token stops working at once (revoked until it would have expired); without a valid token there is nothing to end, and the answer is the same',
    body: z.object({}).strict(), result: z.object({ signed_out: z.literal(true) }),
    handler: async ({ services, req }) => {
      const token = bearerToken(req);
      if (token) await services.tokens.revoke(token);
      return { signed_out: true as const };
    },
  }),
];

const api = (path: string) => `/client/api/${path}`;
/** The site's origin, for links in the owners' messages. */
export const portalOrigin = (config: Parameters<typeof siteOrigin>[0] & { PORT: number }) => siteOrigin(config).originFor(config.PORT);
const area = (path: string) => `/client/member/${path}`;

/** Owner portal calls of SPEC §7: bearer token, S001, and only the caller's own data. */
export const memberRoutes: RouteDef[] = [
  defineRoute({ path: api('home/room/profit'), tag: 'member', auth: 'owner', summary: "The owner's units with their distribution, fee and net amount for a month", body: S.roomProfitBody, result: S.roomProfitResult, handler: ({ services, owner, body }) => M.roomProfit(services.db, owner, body) }),
  defineRoute({ path: api('home/reservation/list'), tag: 'member', auth: 'owner', summary: "Owner-use stays of the owner's units, paged", body: S.reservationListBody, result: S.reservationListResult, handler: ({ services, owner, body }) => M.reservationList(services.db, owner, body) }),
  defineRoute({ path: api('facility/reservation/list/monthly'), tag: 'member', auth: 'owner', summary: 'Affiliate facility reservations of a month', body: S.facilityReservationMonthlyBody, result: S.facilityReservationMonthlyResult, handler: ({ services, owner, body }) => M.facilityReservationsMonthly(services.db, owner, body) }),
  defineRoute({ path: api('home/main/info'), tag: 'member', auth: 'owner', summary: 'Dashboard: who, which property, month-to-date KPIs, last closed month and amounts', body: S.mainInfoBody, result: S.mainInfoResult, handler: ({ services, owner, body }) => M.mainInfo(services.db, owner, body) }),
  defineRoute({ path: api('home/oper/period'), tag: 'member', auth: 'owner', summary: 'First and last day with operation data, and the default year-month', body: S.operPeriodBody, result: S.operPeriodResult, handler: ({ services, owner, body }) => M.operationPeriod(services.db, owner, body) }),
  defineRoute({ path: api('home/oper/dtl'), tag: 'member', auth: 'owner', summary: 'Operation rows (every SPEC §3 field) by day of a month (DAILY) or by month of a year (MONTHLY), with the total', body: S.operDetailBody, result: S.operDetailResult, handler: ({ services, owner, body }) => M.operationDetail(services.db, owner, body) }),
  defineRoute({ path: api('home/monthly/booking'), tag: 'member', auth: 'owner', summary: 'Rooms sold and occupancy by day (DAILY) or month (MONTHLY), for the charts', body: S.monthlyBookingBody, result: S.monthlyBookingResult, handler: ({ services, owner, body }) => M.monthlyBooking(services.db, owner, body) }),
  defineRoute({ path: api('home/sales/info'), tag: 'member', auth: 'owner', summary: 'Revenue lines (room, F&B, facility, other) by month of a year', body: S.yearBody, result: S.salesInfoResult, handler: ({ services, owner, body }) => M.salesInfo(services.db, owner, body) }),
  defineRoute({ path: api('home/cost/detail'), tag: 'member', auth: 'owner', summary: 'Cost lines by month of a year', body: S.yearBody, result: S.costDetailResult, handler: ({ services, owner, body }) => M.costDetail(services.db, owner, body) }),
  defineRoute({ path: api('home/income/statement'), tag: 'member', auth: 'owner', summary: "Profit and loss by month down to the owner's net amount, per unit, with the adjustments' lines", body: S.incomeStatementBody, result: S.incomeStatementResult, handler: ({ services, owner, body }) => M.incomeStatement(services.db, owner, body) }),
  defineRoute({ path: api('notice/list'), tag: 'member', auth: 'owner', summary: "Owner notices of the owner's property and of all properties, paged", body: S.noticeListBody, result: S.noticeListResult, handler: ({ services, owner, body }) => M.memberNoticeList(services.db, owner, body) }),
  defineRoute({ path: api('notice/detail'), tag: 'member', auth: 'owner', summary: 'One owner notice, always in Korean; counts a view', body: S.noticeDetailBody, result: S.noticeDetailResult, errors: ['E404'], handler: ({ services, owner, body }) => M.memberNoticeDetail(services.db, owner, body) }),
  defineRoute({ path: api('board/dividend/list'), tag: 'member', auth: 'owner', summary: 'Dividend statements (data room) with their documents', body: S.dividendListBody, result: S.dividendListResult, handler: ({ services, owner, body }) => M.dividendList(services.db, owner, body) }),
  defineRoute({ path: api('board/fee/list'), tag: 'member', auth: 'owner', summary: 'Management fees by month of a year', body: S.feeListBody, result: S.feeListResult, handler: ({ services, owner, body }) => M.feeList(services.db, owner, body) }),
  defineRoute({ path: api('board/event/list'), tag: 'member', auth: 'owner', summary: 'Events and promotions for owners', body: S.eventListBody, result: S.eventListResult, handler: ({ services, owner, body }) => M.eventList(services.db, owner, body) }),
  defineRoute({ path: api('voc/list'), tag: 'member', auth: 'owner', summary: "The owner's inquiries, paged", body: S.vocListBody, result: S.vocListResult, handler: ({ services, owner, body }) => M.vocList(services.db, owner, body) }),
  defineRoute({ path: api('voc/detail'), tag: 'member', auth: 'owner', summary: 'One inquiry of the owner with its answer', body: S.vocDetailBody, result: S.vocDetailResult, errors: ['E404'], handler: ({ services, owner, body }) => M.vocDetail(services.db, owner, body) }),
  defineRoute({ path: api('voc/create'), tag: 'member', auth: 'owner', summary: 'Writes an inquiry, with up to 3 attachments (JPEG, PNG, GIF, PDF; 10 MB together, base64); a write with a client_key already used answers the inquiry saved under it; an X-Commit-Deadline (ms since the epoch) that passes before the commit answers E504 with nothing saved', body: S.vocCreateBody, result: S.vocCreateResult, bodyLimit: '14mb', errors: ['E413', 'E429', 'E504'], handler: async ({ services, owner, body, req }) => {
    // issue 25, point 3: the web app stops waiting soon after this instant; past it nothing is saved.
    const commitBy = commitDeadlineOf(req.headers);
    if (commitBy === null) throw new AppError('E400', `${COMMIT_DEADLINE_HEADER} must be an instant in milliseconds since the epoch.`);
    if (commitBy !== undefined && Date.now() > commitBy) throw M.tooLate();
    // A retry of an inquiry already saved (its answer lost on the way) answers it again and counts nothing.
    const earlier = await M.vocSavedUnder(services.db, owner, body.client_key);
    if (earlier) return earlier;
    // A bounded number per owner per day (issue 11, point 5), counting only inquiries saved (issue 25,
    // point 8): what can be refused without the database is, before the day's count is taken; a
    // refusal after it gives its point back.
    const files = M.vocFiles(owner, body);
    const giveBack = await reservePoint(services.limiters.ownerVocPerDay, String(owner.userSeq), `You have written the most inquiries allowed for one day (${OWNER_VOC_DAILY_CAP}).`);
    try {
      return await M.vocCreate(services.db, owner, body, { files, commitBy });
    } catch (err) {
      await giveBack();
      // The same key sent twice at once: the other write saved it first (this one met its unique index).
      const first = await M.vocSavedUnder(services.db, owner, body.client_key);
      if (first) return first;
      throw err;
    }
  } }),
  defineRoute({ path: api('voc/delete'), tag: 'member', auth: 'owner', summary: 'Withdraws an inquiry not yet answered', body: S.vocDeleteBody, result: S.vocDeleteResult, errors: ['E404', 'E409'], handler: ({ services, owner, body }) => M.vocDelete(services.db, owner, body) }),
  defineRoute({ path: api('voc/category/list'), tag: 'member', auth: 'owner', summary: 'Inquiry categories', body: S.vocCategoryListBody, result: S.vocCategoryListResult, handler: ({ services, owner, body }) => M.vocCategories(services.db, owner, body) }),
  defineRoute({ path: api('home/my-page/main/info'), tag: 'member', auth: 'owner', summary: 'My page: contact (masked), units and contracts, tax-invoice details', body: S.myPageInfoBody, result: S.myPageInfoResult, handler: ({ services, owner, body }) => M.myPageInfo(services.db, owner, body) }),
  defineRoute({ path: api('home/my-page/monthly/profit'), tag: 'member', auth: 'owner', summary: 'Earnings: what was paid for each month of a year', body: S.monthlyProfitBody, result: S.monthlyProfitResult, handler: ({ services, owner, body }) => M.monthlyProfit(services.db, owner, body) }),
  defineRoute({ path: api('home/tax/update'), tag: 'member', auth: 'owner', summary: "Updates the owner's details as supplier on reverse-issued tax invoices", body: S.taxUpdateBody, result: S.taxUpdateResult, handler: ({ services, owner, body }) => M.taxUpdate(services.db, owner, body) }),
  defineRoute({ path: api('home/profit/fix'), tag: 'member', auth: 'owner', summary: 'The last closed (final) month of the property', body: S.profitFixBody, result: S.profitFixResult, handler: ({ services, owner, body }) => M.profitFix(services.db, owner, body) }),
  defineRoute({ path: area('home/tax/detail'), tag: 'member-area', auth: 'owner', summary: "The owner's tax invoices of a month", body: S.taxDetailBody, result: S.taxDetailResult, handler: ({ services, owner, body }) => M.taxDetail(services.db, owner, body) }),
  defineRoute({ path: area('home/tax/close/list'), tag: 'member-area', auth: 'owner', summary: 'Closed months of a year (target_year as a string): rows {stdMonth, closeYn}', body: S.taxCloseListBody, result: S.taxCloseListResult, handler: ({ services, owner, body }) => M.taxCloseList(services.db, owner, body) }),
  defineRoute({ path: area('home/tax/approve'), tag: 'member-area', auth: 'owner', summary: "Approves the owner's reverse-issued invoices of a settled month that await approval (all, or those of member_no_list): issued today; a month already approved answers what was issued; E409 for a month not settled yet", body: S.taxApproveBody, result: S.taxApproveResult, errors: ['E403', 'E409'], handler: ({ services, owner, body }) => N.taxApprove(services.db, owner, body) }),
  defineRoute({ path: api('notification/list'), tag: 'member', auth: 'owner', summary: "The owner's notifications (month settled, transfer made, invoice to approve, inquiry answered), newest first, with the unread count", body: S.notificationListBody, result: S.notificationListResult, handler: ({ services, owner, body }) => N.notificationList(services.db, owner, body, portalOrigin(services.config), services.messenger) }),
  defineRoute({ path: api('notification/read'), tag: 'member', auth: 'owner', summary: 'Marks the given notifications (default: all unread) as read', body: S.notificationReadBody, result: S.notificationReadResult, errors: ['E404'], handler: ({ services, owner, body }) => N.notificationRead(services.db, owner, body) }),
  defineRoute({ path: api('notification/settings'), tag: 'member', auth: 'owner', summary: 'Which notifications also come by e-mail or text message, and in which language', body: S.notificationSettingsBody, result: S.notificationSettingsResult, handler: ({ services, owner, body }) => N.notificationSettings(services.db, owner, body) }),
  defineRoute({ path: api('notification/settings/update'), tag: 'member', auth: 'owner', summary: "Saves which notifications also come by e-mail or text message; the messages' language is the call's lang_type", body: S.notificationSettingsUpdateBody, result: S.notificationSettingsResult, handler: ({ services, owner, body }) => N.notificationSettingsUpdate(services.db, owner, body) }),
  defineRoute({ path: area('home/incentive/list'), tag: 'member-area', auth: 'owner', summary: 'Incentives paid or due, paged', body: S.incentiveListBody, result: S.incentiveListResult, handler: ({ services, owner, body }) => M.incentiveList(services.db, owner, body) }),
];
