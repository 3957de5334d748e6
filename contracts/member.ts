import { z } from 'zod';
import { formatBusinessNumber, hasValidCheckDigit } from './bizno.ts';
import { ATTACHMENT_LIMITS } from './limits.ts';
import { calendarDate, langType, paging, seq, yearMonth } from './common.ts';
import { costLineKeys, revenueLineKeys } from './lines.ts';
import { notificationKind } from './notifications.ts';

/**
 * Every member call's body is the portal's baseParams (SPEC §3) plus the call's own fields.
 * company_seq is fixed 100 in the portal; hotel_seq, when given, must be the owner's property.
 */
export const memberBase = z.strictObject({
  company_seq: seq.default(100).refine((v) => v === 100, 'must be 100 (the owner portal has one company)'),
  hotel_seq: seq.nullable().default(null).describe("null or the owner's own property"),
  lang_type: langType.default('KOR'),
  target_lang_type: z.array(langType).max(10).optional(),
});

export const memberNo = z.string().regex(/^\d{2}-[0-9A-Z]{1,6}-\d{2}$/, 'must be a member number such as 13-1203-01');
const memberFilter = { member_no_list: z.array(memberNo).min(1).max(50).optional().describe("Only these of the owner's member numbers.") };
export const yyyymm = yearMonth('must be a year and month as YYYYMM');
export const yyyy = z.union([z.string(), z.number().int()]).transform(String).pipe(z.string().regex(/^(19|20)\d{2}$/, 'must be a year as YYYY'));
const isoDate = calendarDate('must be a date like 2026-01-31');

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const listOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total_count: z.number().int(), page: z.number().int(), page_size: z.number().int() });

// --- home ---
export const roomProfitBody = memberBase.extend({ ...memberFilter, target_ym: yyyymm.optional().describe('Default: the last closed month.') });
export const roomProfitResult = data(z.object({
  std_month: z.string(),
  is_fixed: z.boolean().describe('true when the month is closed and its figures are final'),
  is_estimate: z.boolean().describe('true when the figures are estimated from the provisional P&L of a month not closed yet (as the income statement shows them)'),
  units: z.array(z.object({
    member_no: z.string(), room_no: z.string(), room_type: z.string(), area_m2: z.number(), share_ratio: z.number(),
    distribution: z.number().int().nullable(), management_fee: z.number().int().nullable(), net_amount: z.number().int().nullable(),
    estimated: z.boolean().describe('true when this unit\'s figures are an estimate (or would be: a month not closed, no figures yet)'),
  })),
  total: z.object({ distribution: z.number().int(), management_fee: z.number().int(), net_amount: z.number().int() }),
}));

export const reservationListBody = memberBase.extend({
  ...memberFilter, ...paging,
  from: isoDate.optional().describe('Check-in on or after this date.'),
  to: isoDate.optional().describe('Check-in on or before this date.'),
  status: z.enum(['CONFIRMED', 'COMPLETED', 'CANCELLED']).optional(),
  order: z.enum(['asc', 'desc']).default('desc').describe('By check-in: desc (newest first, the default) or asc (the next stay first).'),
});
export const reservationListResult = listOf(z.object({
  reservation_no: z.string(), member_no: z.string(), room_type: z.string(), check_in: z.string(), check_out: z.string(),
  nights: z.number().int(), adults: z.number().int(), children: z.number().int(), status: z.string(),
}));

export const facilityReservationMonthlyBody = memberBase.extend({ ...memberFilter, target_ym: yyyymm });
export const facilityReservationMonthlyResult = data(z.array(z.object({
  reservation_seq: z.number().int(), member_no: z.string(), facility_name: z.string(), facility_type: z.string(),
  use_date: z.string(), use_time: z.string(), people: z.number().int(), status: z.string(),
})));

const kpiFields = { rooms_sold: z.number().int(), occ_rate: z.number(), adr: z.number().int(), rev_par: z.number().int() };

export const mainInfoBody = memberBase;
export const mainInfoResult = data(z.object({
  user_name: z.string(), login_id: z.string(), hotel_seq: z.number().int(), hotel_name: z.string(), hotel_code: z.number().int().nullable(),
  member_no_list: z.array(z.string()),
  last_fix_yyyymm: z.string().nullable(),
  month_to_date: z.object({ from: z.string(), to: z.string(), ...kpiFields }),
  last_fixed_net_amount: z.number().int().nullable(),
  year_to_date_net_amount: z.number().int(),
  kpi_definitions: z.record(z.string(), z.string()),
}));

export const operPeriodBody = memberBase;
export const operPeriodResult = data(z.object({
  start_date: z.string(), end_date: z.string(), start_ym: z.string(), end_ym: z.string(), default_ym: z.string(), years: z.array(z.string()),
}));

export const periodType = z.enum(['DAILY', 'MONTHLY']).default('DAILY');
export const operDetailBody = memberBase.extend({
  period_type: periodType.describe('DAILY: the days of target_ym; MONTHLY: the months of target_year.'),
  target_ym: yyyymm.optional(),
  target_year: yyyy.optional(),
}).superRefine((b, ctx) => {
  if (b.period_type === 'DAILY' && !b.target_ym) ctx.addIssue({ code: 'custom', path: ['target_ym'], message: 'is required for DAILY' });
  if (b.period_type === 'MONTHLY' && !b.target_year) ctx.addIssue({ code: 'custom', path: ['target_year'], message: 'is required for MONTHLY' });
});
export const operRow = z.object({
  saleDate: z.string().describe('yyyymmdd (daily) or yyyymm (monthly)'),
  dow: z.string().describe('Day of week in Korean (daily rows); empty for months'),
  occRooms: z.number().int(), dayUse: z.number().int(), ooooRooms: z.number().int(), housRooms: z.number().int(), compRooms: z.number().int(),
  salesAvailable: z.number().int(), stay: z.number().int(), expArrvRooms: z.number().int(), expDeptRooms: z.number().int(),
  occRate: z.number(), vacant: z.number().int(), roomFee: z.number().int(), adr: z.number().int(), revPar: z.number().int(),
  roomsSold: z.number().int(),
});
export const operDetailResult = data(z.object({ rows: z.array(operRow), total: operRow, kpi_definitions: z.record(z.string(), z.string()) }));

export const monthlyBookingBody = operDetailBody;
export const monthlyBookingResult = data(z.array(z.object({
  label: z.string().describe('yyyymmdd or yyyymm'), rooms_sold: z.number().int(), sales_available: z.number().int(), occ_rate: z.number(), room_fee: z.number().int(),
})));


export { costLineKeys, revenueLineKeys };
const amounts = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries([...keys, 'total'].map((k) => [k, z.number().int()])) as Record<K | 'total', z.ZodNumber>);

export const yearBody = memberBase.extend({ target_year: yyyy });
export const salesInfoResult = data(z.object({
  rows: z.array(amounts(revenueLineKeys).extend({ std_month: z.string(), is_fixed: z.boolean() })),
  total: amounts(revenueLineKeys),
  previous_year_total: z.number().int(),
}));
export const costDetailResult = data(z.object({
  rows: z.array(amounts(costLineKeys).extend({ std_month: z.string(), is_fixed: z.boolean() })),
  total: amounts(costLineKeys),
}));

const plRow = {
  revenue: z.number().int(), cost: z.number().int(), adjustments: z.number().int(), operating_profit: z.number().int(), owner_pool: z.number().int(),
  share_ratio: z.number(), distribution: z.number().int(), management_fee: z.number().int(), net_amount: z.number().int(),
};
/** A unit's part of a month: null where the unit was not under contract that month. */
const unitMonth = z.object({
  member_no: z.string(),
  distribution: z.number().int().nullable(), management_fee: z.number().int().nullable(), net_amount: z.number().int().nullable(),
  estimated: z.boolean().describe('true for a month not closed yet: the figures are computed from the provisional P&L, not paid'),
});
export const incomeStatementBody = yearBody.extend(memberFilter);
export const incomeStatementResult = data(z.object({
  owner_pool_ratio: z.number(),
  management_fee_per_m2: z.number().int().describe('The monthly management fee per m² of a unit.'),
  last_fix_yyyymm: z.string().nullable().describe('The last closed month of the property (home/profit/fix).'),
  pool: z.object({ area_m2: z.number(), units: z.number().int() }).describe("Every unit of the property's owners' pool."),
  units: z.array(z.object({ member_no: z.string(), room_no: z.string(), room_type: z.string(), area_m2: z.number(), share_ratio: z.number(), contract_start: z.string() })),
  rows: z.array(z.object({
    std_month: z.string(), is_fixed: z.boolean(), ...plRow,
    adjustment_lines: z.array(z.object({ amount: z.number().int(), reason: z.string() })),
    units: z.array(unitMonth),
  })),
  total: z.object(plRow),
}));

// --- board ---
export const noticeListBody = memberBase.extend({ ...paging, keyword: z.string().trim().max(100).optional() });
export const noticeListResult = listOf(z.object({ notice_seq: z.number().int(), title: z.string(), is_pinned: z.boolean(), posted_at: z.string(), view_count: z.number().int(), hotel_seq: z.number().int().nullable() }));
export const noticeDetailBody = memberBase.extend({ notice_seq: seq });
const noticeRef = z.object({ notice_seq: z.number().int(), title: z.string() }).nullable();
/** A file the owner downloads through the web app (an inquiry's or a notice's attachment). */
const attachmentRef = z.object({ file_path: z.string(), file_name: z.string(), original_name: z.string(), content_type: z.string(), byte_size: z.number().int() });
export const noticeDetailResult = data(z.object({
  notice_seq: z.number().int(), title: z.string(), content: z.string(), is_pinned: z.boolean(), posted_at: z.string(), view_count: z.number().int(),
  prev: noticeRef, next: noticeRef, attachments: z.array(attachmentRef),
}));

export const dividendListBody = memberBase.extend({ ...memberFilter, target_year: yyyy.optional() });
export const dividendListResult = data(z.array(z.object({
  // A quarter's statement of its monthly transfers (the payout ledger), dated by the last one made; none made yet: null.
  dividend_seq: z.number().int(), member_no: z.string(), period: z.string(), amount: z.number().int(), paid_on: z.string().nullable(),
  document: z.object({ file_path: z.string(), file_name: z.string() }).nullable(),
})));
export const feeListBody = memberBase.extend({ ...memberFilter, target_year: yyyy });
export const feeListResult = data(z.object({
  rows: z.array(z.object({ member_no: z.string(), std_month: z.string(), common_fee: z.number().int(), utility_fee: z.number().int(), reserve_fee: z.number().int(), total: z.number().int() })),
  total: z.number().int(),
}));
export const eventListBody = memberBase.extend({ status: z.enum(['ongoing', 'ended', 'all']).default('all') });
export const eventListResult = data(z.array(z.object({
  event_seq: z.number().int(), title: z.string(), content: z.string(), start_date: z.string(), end_date: z.string(), is_ended: z.boolean(),
  image: z.object({ file_path: z.string(), file_name: z.string() }).nullable(),
})));

export const vocListBody = memberBase.extend({ ...paging });
const vocRow = z.object({
  voc_seq: z.number().int(), category_seq: z.number().int(), category_name: z.string(), member_no: z.string().nullable(),
  title: z.string(), status: z.enum(['RECEIVED', 'IN_PROGRESS', 'ANSWERED']), created_at: z.string(), answered_at: z.string().nullable(),
});
export const vocListResult = listOf(vocRow);
export const vocDetailBody = memberBase.extend({ voc_seq: seq });
export const vocDetailResult = data(vocRow.extend({ content: z.string(), answer: z.string().nullable(), attachments: z.array(attachmentRef) }));
export const vocCreateBody = memberBase.extend({
  category_seq: seq,
  member_no: memberNo.optional().describe('The unit the inquiry is about, if any.'),
  title: z.string().trim().min(1, 'is required').max(200),
  content: z.string().trim().min(1, 'is required').max(5000),
  attachments: z
    .array(
      z.strictObject({
        file_name: z.string().trim().min(1).max(120),
        content_type: z.enum(ATTACHMENT_LIMITS.types, 'must be a JPEG, PNG, GIF or PDF file'),
        data_base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
      }),
    )
    .max(ATTACHMENT_LIMITS.maxFiles, `at most ${ATTACHMENT_LIMITS.maxFiles} files`)
    .default([])
    .describe('Up to 3 files (JPEG, PNG, GIF, PDF), 10 MB together; the owner downloads them again from the detail.'),
  client_key: z
    .uuid('must be a UUID')
    .optional()
    .describe('A key the form makes once per inquiry and sends again with every retry: a write with a key already used by this owner answers the inquiry saved under it (issue 25, point 3).'),
});
export const vocCreateResult = data(z.object({ voc_seq: z.number().int(), created_at: z.string() }));
export const vocDeleteBody = vocDetailBody;
export const vocDeleteResult = data(z.object({ voc_seq: z.number().int(), deleted: z.literal(true) }));
export const vocCategoryListBody = memberBase;
export const vocCategoryListResult = data(z.array(z.object({ category_seq: z.number().int(), name: z.string() })));

// --- my page ---
export const myPageInfoBody = memberBase;
const taxProfile = z.object({ business_registration: z.string(), trade_name: z.string(), representative: z.string(), invoice_email: z.string() });
export const myPageInfoResult = data(z.object({
  user_name: z.string(), login_id: z.string(), phone: z.string().nullable(), email: z.string().nullable(), hotel_name: z.string(),
  members: z.array(z.object({
    member_no: z.string(), room_no: z.string(), room_type: z.string(), area_m2: z.number(), share_ratio: z.number(),
    contract_start: z.string(), contract_end: z.string().nullable(), bank_name: z.string().nullable(), bank_account: z.string().nullable(),
  })),
  tax_profile: taxProfile.nullable(),
}));
export const monthlyProfitBody = memberBase.extend({ ...memberFilter, target_year: yyyy });
const won = z.number().int();
/**
 * One settled month of a unit's payout ledger (issue 28): distribution + supply_vat − management_fee
 * − fee_vat = settlement; settlement + brought_forward (owed, ≤ 0) = transfer_amount (≥ 0) +
 * carried_forward (owed, ≤ 0). net_amount is the distribution less the fee before VAT (the P&L's).
 */
export const ledgerRow = z.object({
  member_no: z.string(), std_month: z.string(), distribution: won, supply_vat: won, management_fee: won, fee_vat: won, settlement: won,
  brought_forward: won, transfer_amount: won, carried_forward: won, net_amount: won,
  transfer_due: z.string(), paid_on: z.string().nullable(), transfer_ref: z.string().nullable(),
  status: z.enum(['PAID', 'SCHEDULED', 'CARRIED']),
});
export const monthlyProfitResult = data(z.object({
  rows: z.array(ledgerRow),
  total: z.object({ distribution: won, supply_vat: won, management_fee: won, fee_vat: won, settlement: won, transfer_amount: won, net_amount: won, owed: won }),
}));

/** Korean business registration number: NNN-NN-NNNNN with its check digit. */
export const businessRegistration = z
  .string()
  .trim()
  .regex(/^\d{3}-?\d{2}-?\d{5}$/, 'must be a business registration number such as 123-45-67890')
  .transform((v) => v.replace(/-/g, ''))
  .refine(hasValidCheckDigit, 'the check digit does not match: check the number')
  .transform(formatBusinessNumber);

export const taxUpdateBody = memberBase.extend({
  business_registration: businessRegistration,
  trade_name: z.string().trim().min(1, 'is required').max(100),
  representative: z.string().trim().min(1, 'is required').max(50),
  invoice_email: z.email('must be an e-mail address').max(254),
});
export const taxUpdateResult = data(taxProfile.extend({ updated_at: z.string() }));
export const profitFixBody = memberBase;
export const profitFixResult = data(z.object({ lastFixYyyymm: z.string().nullable() }));

// --- member area (/client/member/) ---
export const taxDetailBody = memberBase.extend({ ...memberFilter, std_month: yyyymm });
export const taxDetailResult = data(z.array(z.object({
  member_no: z.string(), std_month: z.string(), supply_amount: z.number().int(), vat_amount: z.number().int(), total_amount: z.number().int(),
  issue_date: z.string().nullable(), nts_approval_no: z.string().nullable(),
  status: z.enum(['DRAFT', 'REQUESTED', 'ISSUED']).describe('DRAFT: the open month\'s provisional invoice; REQUESTED: awaiting the owner\'s approval (home/tax/approve); ISSUED: approved and issued'),
  closeYn: z.enum(['Y', 'N']),
  /** An issued invoice's month in the payout ledger: the maintenance fee's own invoice and the transfer settling both; a draft has none. */
  settlement: z.object({
    management_fee: z.number().int(), fee_vat: z.number().int(), brought_forward: z.number().int(), transfer_amount: z.number().int(), carried_forward: z.number().int(),
    transfer_due: z.string(), paid_on: z.string().nullable(), transfer_ref: z.string().nullable(),
    status: z.enum(['PAID', 'SCHEDULED', 'CARRIED']).describe('As the ledger says it (home/my-page/monthly/profit): paid, to be paid on transfer_due, or nothing to pay and carried'),
  }).nullable(),
})));
export const taxCloseListBody = memberBase.extend({ target_year: z.string().regex(/^(19|20)\d{2}$/, 'must be a year as a string, such as "2025"') });
export const taxCloseListResult = data(z.array(z.object({ stdMonth: z.string(), closeYn: z.enum(['Y', 'N']) })));
export const incentiveListBody = memberBase.extend({ ...memberFilter, ...paging, target_year: yyyy.optional() });
export const incentiveListResult = listOf(z.object({
  incentive_seq: z.number().int(), member_no: z.string(), incentive_type: z.enum(['UNUSED_STAY', 'REFERRAL', 'OCCUPANCY']),
  period_start: z.string(), period_end: z.string(), amount: z.number().int(), paid_on: z.string().nullable(), note: z.string().nullable(),
}));

// --- tax invoice approval and notifications (issue 28, point 3) ---
export const taxApproveBody = memberBase.extend({ std_month: yyyymm, member_no_list: z.array(memberNo).min(1).max(50).optional().describe("Only these of the owner's member numbers; default all of the month's requested invoices.") });
const issuedInvoice = z.object({ member_no: z.string(), std_month: z.string(), issue_date: z.string(), nts_approval_no: z.string() });
export const taxApproveResult = data(z.object({
  approved: z.array(issuedInvoice).describe('Issued by this call'),
  already_issued: z.array(issuedInvoice).describe('Approved before (a retry, another tab): nothing changes'),
}));
const notificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export const notificationListBody = memberBase.extend({ ...paging, unread_only: z.boolean().default(false) });
export type NotificationListBody = z.output<typeof notificationListBody>;
export const notificationListResult = z.object({
  data: z.array(z.object({
    notification_seq: z.number().int(), kind: notificationKind, params: notificationParams.describe('What the text is made of: std_month, amounts, the inquiry\'s number and title'),
    occurred_at: z.string(), read: z.boolean(),
  })),
  unread_count: z.number().int(), total_count: z.number().int(), page: z.number().int(), page_size: z.number().int(),
});
export const notificationReadBody = memberBase.extend({ notification_seq_list: z.array(z.number().int().positive()).min(1).max(100).optional().describe('Default: every unread notification.') });
export type NotificationReadBody = z.output<typeof notificationReadBody>;
export const notificationReadResult = data(z.object({ marked: z.number().int(), unread_count: z.number().int() }));
export const notificationSettingsBody = memberBase;
export const notificationSettingsUpdateBody = memberBase.extend({
  email_kinds: z.array(notificationKind).max(4).refine((k) => new Set(k).size === k.length, 'must not name a kind twice'),
  sms_kinds: z.array(notificationKind).max(4).refine((k) => new Set(k).size === k.length, 'must not name a kind twice'),
});
export type NotificationSettingsUpdateBody = z.output<typeof notificationSettingsUpdateBody>;
export const notificationSettingsResult = data(z.object({
  email_kinds: z.array(notificationKind), sms_kinds: z.array(notificationKind),
  lang_type: z.string().describe('The language of the messages: the portal\'s when the settings were saved'),
  saved: z.boolean().describe('false: the defaults (every kind by e-mail, none by text message)'),
  has_email: z.boolean(), has_phone: z.boolean(),
}));

/**
 * Every member call by its path under the API's base (`client/api/…`, or `client/member/…` for
 * the member area), with its body and answer. The api's routes (server/api/routes/member.ts) and
 * the web app's BFF (/bff/member/…) are checked against this one table (tests/unit/contracts.test.ts).
 */
export const memberCalls = {
  'home/room/profit': { base: 'client/api', body: roomProfitBody, result: roomProfitResult },
  'home/reservation/list': { base: 'client/api', body: reservationListBody, result: reservationListResult },
  'facility/reservation/list/monthly': { base: 'client/api', body: facilityReservationMonthlyBody, result: facilityReservationMonthlyResult },
  'home/main/info': { base: 'client/api', body: mainInfoBody, result: mainInfoResult },
  'home/oper/period': { base: 'client/api', body: operPeriodBody, result: operPeriodResult },
  'home/oper/dtl': { base: 'client/api', body: operDetailBody, result: operDetailResult },
  'home/monthly/booking': { base: 'client/api', body: monthlyBookingBody, result: monthlyBookingResult },
  'home/sales/info': { base: 'client/api', body: yearBody, result: salesInfoResult },
  'home/cost/detail': { base: 'client/api', body: yearBody, result: costDetailResult },
  'home/income/statement': { base: 'client/api', body: incomeStatementBody, result: incomeStatementResult },
  'notice/list': { base: 'client/api', body: noticeListBody, result: noticeListResult },
  'notice/detail': { base: 'client/api', body: noticeDetailBody, result: noticeDetailResult },
  'board/dividend/list': { base: 'client/api', body: dividendListBody, result: dividendListResult },
  'board/fee/list': { base: 'client/api', body: feeListBody, result: feeListResult },
  'board/event/list': { base: 'client/api', body: eventListBody, result: eventListResult },
  'voc/list': { base: 'client/api', body: vocListBody, result: vocListResult },
  'voc/detail': { base: 'client/api', body: vocDetailBody, result: vocDetailResult },
  'voc/create': { base: 'client/api', body: vocCreateBody, result: vocCreateResult },
  'voc/delete': { base: 'client/api', body: vocDeleteBody, result: vocDeleteResult },
  'voc/category/list': { base: 'client/api', body: vocCategoryListBody, result: vocCategoryListResult },
  'home/my-page/main/info': { base: 'client/api', body: myPageInfoBody, result: myPageInfoResult },
  'home/my-page/monthly/profit': { base: 'client/api', body: monthlyProfitBody, result: monthlyProfitResult },
  'home/tax/update': { base: 'client/api', body: taxUpdateBody, result: taxUpdateResult },
  'home/profit/fix': { base: 'client/api', body: profitFixBody, result: profitFixResult },
  'home/tax/detail': { base: 'client/member', body: taxDetailBody, result: taxDetailResult },
  'home/tax/close/list': { base: 'client/member', body: taxCloseListBody, result: taxCloseListResult },
  'home/incentive/list': { base: 'client/member', body: incentiveListBody, result: incentiveListResult },
  'home/tax/approve': { base: 'client/member', body: taxApproveBody, result: taxApproveResult },
  'notification/list': { base: 'client/api', body: notificationListBody, result: notificationListResult },
  'notification/read': { base: 'client/api', body: notificationReadBody, result: notificationReadResult },
  'notification/settings': { base: 'client/api', body: notificationSettingsBody, result: notificationSettingsResult },
  'notification/settings/update': { base: 'client/api', body: notificationSettingsUpdateBody, result: notificationSettingsResult },
} as const;

export type MemberCall = keyof typeof memberCalls;

/** The member calls that change data: never sent twice (the others may be retried once on a dropped connection). */
export const memberWriteCalls = ['voc/create', 'voc/delete', 'home/tax/update', 'home/tax/approve', 'notification/read', 'notification/settings/update'] as const satisfies readonly MemberCall[];
export type MemberWrite = (typeof memberWriteCalls)[number];
export const memberWrites: ReadonlySet<MemberCall> = new Set<MemberCall>(memberWriteCalls);
/** The answer's result_data of a member call. */
export type MemberResult<P extends MemberCall> = z.output<(typeof memberCalls)[P]['result']>;
/** A member call's own fields beside the base params (SPEC §7: body = baseParams + extra fields). */
export type MemberExtra<P extends MemberCall> = Omit<z.input<(typeof memberCalls)[P]['body']>, keyof z.input<typeof memberBase>>;

export function isMemberCall(path: string): path is MemberCall {
  return Object.hasOwn(memberCalls, path);
}
