import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import type PDFKitDocument from 'pdfkit';
import { z } from 'zod';
import { memberCalls, type MemberCall } from '../../contracts/member.ts';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { log } from '../lib/logger.ts';
import type { ApiClient } from './api-client.ts';
import { answerSchema } from './bff/member-bff.ts';
import { clearSession, type OwnerSession } from './middleware/owner-session.ts';

/**
 * An owner's statements (issue 28, point 2), under the portal (`/member/statements/…`, behind
 * its gate: a visitor without a session is sent to the log-in page and back):
 *   GET /member/statements/{yyyymm}.pdf — the monthly owner statement of a settled month: the
 *     property's P&L, the owners' pool, each unit's share, fees, VAT and the transfer with its
 *     reference (the payout ledger);
 *   GET /member/statements/{yyyy}.pdf — the year's summary for the income tax return (종합소득세),
 *     per unit and in total.
 * Korean by default, English with ?lang=en. Drawn here from the API's answers to the owner's own
 * token (my page, the ledger, the P&L), so another owner's session only ever reaches its own
 * figures, and a month that is not settled answers 404 saying why.
 */

type Lang = 'ko' | 'en';
type Out<C extends MemberCall> = z.output<(typeof memberCalls)[C]['result']>['data'];
type LedgerRow = Out<'home/my-page/monthly/profit'>['rows'][number];

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-kr/package.json'));
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/**
 * pdfkit is loaded on the first statement, not with the web app: importing it costs a web process
 * ~105 ms and ~23 MB at start (measured: node -e 'import("pdfkit")'), for a page an owner opens a
 * few times a year.
 */
let pdfkit: Promise<typeof PDFKitDocument> | null = null;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));
/** Noto Sans KR (SIL OFL), read once: pdfkit embeds only the glyphs a statement uses (a statement is ~40 KB). */
function statementFonts() {
  fonts ??= {
    regular: fs.readFileSync(path.join(fontDir, '400Regular/NotoSansKR_400Regular.ttf')),
    bold: fs.readFileSync(path.join(fontDir, '700Bold/NotoSansKR_700Bold.ttf')),
  };
  return fonts;
}

const WORDS = {
  ko: {
    operator: '라온 호텔앤리조트',
    monthTitle: (m: string) => `${m} 월별 정산서`,
    yearTitle: (y: string) => `${y}년 연간 정산 요약 (종합소득세 신고용)`,
    owner: '소유주', issued: '발행일', property: '사업장',
    pl: '호텔 손익 (객실 운영 풀)', revenue: '매출', cost: '비용', adjustments: '조정', operatingProfit: '영업이익', pool: (r: string) => `소유주 풀 (영업이익 × ${r})`,
    unit: '회원번호 / 객실', share: '지분율', distribution: '배분액', supplyVat: '부가세', fee: '관리비', feeVat: '관리비 부가세',
    broughtForward: '전월 이월', transfer: '지급액', payment: '지급', total: '합계', account: '지급 계좌',
    paid: (d: string) => `${d} 지급`, due: (d: string) => `${d} 지급 예정`, carried: (a: string) => `지급 없음 · ${a} 이월`, ref: '이체 참조',
    perUnit: '객실별 합계', month: '월', income: '총수입금액 (배분액, 부가세 제외)', expenses: '관리비 (부가세 제외)', vatReceived: '받은 부가세 (부가세 신고·납부 대상)',
    transfers: '지급받은 금액', owedEnd: '연말 이월 잔액 (다음 정산에서 차감)', none: '없음',
    notesMonth: [
      '배분액 = 영업이익(음수면 0) × 소유주 풀 비율 × 객실 지분율, 원 미만 버림.',
      '배분액은 회원님이 공급자인 역발행 세금계산서의 공급가액이며, 부가세는 회원님이 신고·납부합니다.',
      '관리비와 그 부가세는 운영사가 발행한 세금계산서로 상계합니다. 정산액이 전월 이월을 채우지 못하면 지급하지 않고 이월합니다.',
    ],
    notesYear: [
      '총수입금액은 부동산 임대 수입으로 종합소득세 신고에 쓰이며, 받은 부가세는 수입이 아니라 부가세 신고로 납부할 금액입니다.',
      '관리비는 필요경비 자료로 참고하십시오. 세무 판단은 세무사와 상의하시기 바랍니다.',
    ],
    notSettled: (m: string) => `${m}은(는) 아직 정산되지 않았습니다. 월별 정산서는 그 달이 마감된 뒤(다음 달 10일경) 발행됩니다.`,
    noYear: (y: string) => `${y}년에는 정산된 달이 없습니다.`,
    badName: '정산서 주소는 /member/statements/202609.pdf(월) 또는 /member/statements/2026.pdf(연) 형식입니다.',
    apiDown: '운영 시스템이 응답하지 않아 정산서를 만들 수 없습니다. 잠시 후 다시 시도해 주세요.',
    page: (n: number) => `${n}쪽`,
  },
  en: {
    operator: 'RAON Hotels & Resorts',
    monthTitle: (m: string) => `Monthly owner statement, ${m}`,
    yearTitle: (y: string) => `Annual summary ${y} (for the income tax return)`,
    owner: 'Owner', issued: 'Issued on', property: 'Property',
    pl: "The hotel's P&L (the rental pool)", revenue: 'Revenue', cost: 'Costs', adjustments: 'Adjustments', operatingProfit: 'Operating profit', pool: (r: string) => `Owners' pool (operating profit × ${r})`,
    unit: 'Member no. / unit', share: 'Share', distribution: 'Distribution', supplyVat: 'VAT', fee: 'Maintenance fee', feeVat: 'VAT on the fee',
    broughtForward: 'Owed from earlier', transfer: 'Transfer', payment: 'Payment', total: 'Total', account: 'Payout account',
    paid: (d: string) => `Paid ${d}`, due: (d: string) => `Due ${d}`, carried: (a: string) => `Nothing paid · ${a} carried forward`, ref: 'Transfer ref.',
    perUnit: 'Per unit', month: 'Month', income: 'Gross income (distributions, excluding VAT)', expenses: 'Maintenance fees (excluding VAT)', vatReceived: 'VAT received (to be filed and paid in your VAT return)',
    transfers: 'Received by transfer', owedEnd: 'Owed at the end of the year (taken from the next settlement)', none: 'None',
    notesMonth: [
      "Distribution = operating profit (0 if negative) × owners' pool ratio × the unit's share, rounded down to the won.",
      'The distribution is the supply on the reverse-issued tax invoice on which you are the supplier; you file and pay its VAT.',
      "The maintenance fee and its VAT are set off by the operator's own invoice. A settlement that does not cover what is owed transfers nothing and is carried forward.",
    ],
    notesYear: [
      'Gross income is rental income for the income tax return; VAT received is not income but owed in your VAT return.',
      'Maintenance fees are shown for your deductible expenses. Please ask your tax accountant for advice.',
    ],
    notSettled: (m: string) => `${m} is not settled yet: a monthly statement is issued once the month is closed (around the 10th of the next month).`,
    noYear: (y: string) => `No month of ${y} has been settled.`,
    badName: 'A statement address is /member/statements/202609.pdf (a month) or /member/statements/2026.pdf (a year).',
    apiDown: 'The operating system did not answer, so the statement could not be made. Please try again in a moment.',
    page: (n: number) => `Page ${n}`,
  },
} as const;
type Words = (typeof WORDS)[Lang];

class StatementError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** A member call with the owner's token, its answer checked against the contract. */
async function call<C extends MemberCall>(api: ApiClient, session: OwnerSession, req: Request, name: C, body: Record<string, unknown>, words: Words): Promise<Out<C>> {
  let answer: Awaited<ReturnType<ApiClient['member']>>;
  try {
    answer = await api.member(`${memberCalls[name].base}/${name}`, body, session.token, req.ip, false);
  } catch {
    throw new StatementError(502, words.apiDown);
  }
  if (answer.status === 401) throw new StatementError(401, '');
  const parsed = answerSchema(name).safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) {
    if (answer.status === 200) log.error('a statement call answered an unexpected shape', { call: name });
    throw new StatementError(answer.status === 429 ? 429 : 502, words.apiDown);
  }
  return (parsed.data as { result_data: { data: Out<C> } }).result_data.data;
}

const langTypeOf = { ko: 'KOR', en: 'ENG' } as const;

export function memberStatements(api: ApiClient): Router {
  const router = Router();
  router.get('/:name', async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const lang: Lang = req.query.lang === 'en' ? 'en' : 'ko';
    const words = WORDS[lang];
    const session = res.locals.ownerSession as OwnerSession | null;
    // The portal's gate (render/portal.ts) has sent anyone without a session to the log-in page.
    if (!session) return res.redirect(302, '/login-member');
    const match = /^(\d{4})(0[1-9]|1[0-2])?\.pdf$/.exec(req.params.name ?? '');
    if (!match) return plain(res, 404, words.badName);
    const [, year, month] = match as unknown as [string, string, string | undefined];
    try {
      const base = { lang_type: langTypeOf[lang], target_year: year };
      const ym = month ? `${year}${month}` : null;
      // The P&L only for a month's statement: the year's summary is drawn from the ledger alone.
      const [info, ledger, pl] = await Promise.all([
        call(api, session, req, 'home/my-page/main/info', { lang_type: langTypeOf[lang] }, words),
        call(api, session, req, 'home/my-page/monthly/profit', base, words),
        ym ? call(api, session, req, 'home/income/statement', base, words) : null,
      ]);
      const rows = ym ? ledger.rows.filter((r) => r.std_month === ym) : ledger.rows;
      const shownMonth = ym ? (lang === 'ko' ? `${year}.${month}` : `${year}-${month}`) : year;
      if (rows.length === 0) return plain(res, 404, ym ? words.notSettled(shownMonth) : words.noYear(year));
      const PDF = await loadPdfkit();
      const pdf = ym && pl ? monthStatement(PDF, lang, info, pl, rows, ym) : yearStatement(PDF, lang, info, rows, year);
      const file = `raon-statement-${ym ?? year}-${lang}.pdf`;
      res.status(200).type('application/pdf').setHeader('Content-Disposition', `inline; filename="${file}"`);
      pdf.pipe(res);
      pdf.end();
    } catch (err) {
      if (err instanceof StatementError) {
        if (err.status === 401) {
          clearSession(req, res);
          return res.redirect(302, `/login-member?reason=expired&next=${encodeURIComponent(req.originalUrl)}`);
        }
        return plain(res, err.status, err.message);
      }
      log.error('a statement could not be drawn', { error: String(err) });
      return plain(res, 500, words.apiDown);
    }
  });
  return router;
}

function plain(res: Response, status: number, message: string) {
  return res.status(status).type('text/plain; charset=utf-8').send(message);
}

// --- drawing -------------------------------------------------------------------------------

const MARGIN = 40;
const A4 = { width: 595.28, height: 841.89 };

function newDocument(PDFDocument: typeof PDFKitDocument, title: string, lang: Lang, keywords: readonly string[]) {
  const { regular, bold } = statementFonts();
  // The member numbers it covers as its keywords: what a reader (or a test) finds without reading the page.
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: WORDS[lang].operator, Subject: title, Keywords: keywords.join(' ') }, lang: lang === 'ko' ? 'ko-KR' : 'en-GB', displayTitle: true });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  return doc;
}

const money = (n: number) => n.toLocaleString('en-US');
const dateOf = (lang: Lang, d: string) => (lang === 'ko' ? d.replace(/-/g, '.') : d);
const monthOf = (lang: Lang, ym: string) => (lang === 'ko' ? `${ym.slice(0, 4)}.${ym.slice(4)}` : `${ym.slice(0, 4)}-${ym.slice(4)}`);
const wonOf = (lang: Lang, n: number) => (lang === 'ko' ? `${money(n)}원` : `KRW ${money(n)}`);

function paymentOf(lang: Lang, r: Pick<LedgerRow, 'status' | 'paid_on' | 'transfer_due' | 'carried_forward'>): string {
  const w = WORDS[lang];
  if (r.status === 'PAID') return w.paid(dateOf(lang, r.paid_on!));
  if (r.status === 'SCHEDULED') return w.due(dateOf(lang, r.transfer_due));
  return w.carried(wonOf(lang, -r.carried_forward));
}

function letterhead(doc: PDFKit.PDFDocument, lang: Lang, title: string, info: Out<'home/my-page/main/info'>) {
  const w = WORDS[lang];
  doc.font('bold').fontSize(10).fillColor('#1f4e79').text(`${w.operator} · ${info.hotel_name}`, MARGIN, MARGIN);
  doc.moveTo(MARGIN, MARGIN + 16).lineTo(A4.width - MARGIN, MARGIN + 16).strokeColor('#1f4e79').lineWidth(1).stroke();
  doc.fillColor('#000').font('bold').fontSize(16).text(title, MARGIN, MARGIN + 28);
  doc.font('regular').fontSize(9);
  doc.text(`${w.owner}: ${info.user_name} (${info.login_id})    ${w.property}: ${info.hotel_name}    ${w.issued}: ${dateOf(lang, seoulDay())}`, MARGIN, MARGIN + 54);
  doc.y = MARGIN + 76;
}

interface Column { header: string; width: number; align?: 'left' | 'right' }

/** A table with a header row (none when every header is empty); each row a list of cells, as tall as its tallest cell; a bold last row when `totalRow`. */
function table(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: readonly string[][], totalRow = false) {
  const draw = (cells: readonly string[], font: 'regular' | 'bold', shade: boolean) => {
    doc.font(font).fontSize(7.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width - 4 }))) + 5;
    if (doc.y + height > A4.height - MARGIN - 30) doc.addPage();
    const y = doc.y;
    if (shade) doc.rect(MARGIN, y - 2, A4.width - MARGIN * 2, height).fill('#eef2f6').fillColor('#000');
    let x = MARGIN;
    doc.font(font).fontSize(7.5);
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      doc.text(cell, x + 2, y + 1, { width: col.width - 4, align: col.align ?? 'left' });
      x += col.width;
    });
    doc.y = y + height;
  };
  if (columns.some((c) => c.header)) draw(columns.map((c) => c.header), 'bold', true);
  rows.forEach((cells, i) => draw(cells, totalRow && i === rows.length - 1 ? 'bold' : 'regular', false));
  doc.moveDown(0.6);
}

function notes(doc: PDFKit.PDFDocument, lines: readonly string[]) {
  doc.moveDown(0.4).font('regular').fontSize(8).fillColor('#444');
  for (const line of lines) doc.text(`· ${line}`, MARGIN, doc.y, { width: A4.width - MARGIN * 2 });
  doc.fillColor('#000');
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font('bold').fontSize(11).text(text, MARGIN, doc.y + 4);
  doc.moveDown(0.3);
}

function monthStatement(PDF: typeof PDFKitDocument, lang: Lang, info: Out<'home/my-page/main/info'>, pl: Out<'home/income/statement'>, rows: readonly LedgerRow[], ym: string) {
  const w = WORDS[lang];
  const title = w.monthTitle(monthOf(lang, ym));
  const doc = newDocument(PDF, `${title} – ${info.hotel_name} – ${info.login_id}`, lang, [info.login_id, ...rows.map((r) => r.member_no)]);
  letterhead(doc, lang, title, info);
  const month = pl.rows.find((r) => r.std_month === ym);
  if (month) {
    heading(doc, w.pl);
    const ratio = `${(pl.owner_pool_ratio * 100).toFixed(2)}%`;
    table(doc, [{ header: '', width: 300 }, { header: '', width: 215, align: 'right' }], [
      [w.revenue, wonOf(lang, month.revenue)],
      [w.cost, wonOf(lang, -month.cost)],
      ...(month.adjustments !== 0 ? [[w.adjustments, wonOf(lang, month.adjustments)]] : []),
      [w.operatingProfit, wonOf(lang, month.operating_profit)],
      [w.pool(ratio), wonOf(lang, month.owner_pool)],
    ]);
  }
  heading(doc, `${w.distribution} → ${w.transfer}`);
  const unitOf = new Map(info.members.map((m) => [m.member_no, m]));
  const sum = (k: 'distribution' | 'supply_vat' | 'management_fee' | 'fee_vat' | 'transfer_amount') => rows.reduce((a, r) => a + r[k], 0);
  table(
    doc,
    [
      { header: w.unit, width: 88 }, { header: w.share, width: 44, align: 'right' }, { header: w.distribution, width: 56, align: 'right' },
      { header: w.supplyVat, width: 46, align: 'right' }, { header: w.fee, width: 52, align: 'right' }, { header: w.feeVat, width: 46, align: 'right' },
      { header: w.broughtForward, width: 52, align: 'right' }, { header: w.transfer, width: 56, align: 'right' }, { header: w.payment, width: 75 },
    ],
    [
      ...rows.map((r) => {
        const unit = unitOf.get(r.member_no);
        return [
          `${r.member_no}${unit ? ` / ${unit.room_no}` : ''}`, unit ? `${(unit.share_ratio * 100).toFixed(4)}%` : '', money(r.distribution), money(r.supply_vat),
          money(-r.management_fee), money(-r.fee_vat), money(r.brought_forward), money(r.transfer_amount), paymentOf(lang, r),
        ];
      }),
      [w.total, '', money(sum('distribution')), money(sum('supply_vat')), money(-sum('management_fee')), money(-sum('fee_vat')), '', money(sum('transfer_amount')), ''],
    ],
    true,
  );
  heading(doc, `${w.ref} · ${w.account}`);
  table(doc, [{ header: w.unit, width: 120 }, { header: w.ref, width: 200 }, { header: w.account, width: 195 }], rows.map((r) => {
    const unit = unitOf.get(r.member_no);
    return [r.member_no, r.transfer_ref ?? '-', unit?.bank_name && unit.bank_account ? `${unit.bank_name} ${unit.bank_account}` : '-'];
  }));
  notes(doc, w.notesMonth);
  return doc;
}

function yearStatement(PDF: typeof PDFKitDocument, lang: Lang, info: Out<'home/my-page/main/info'>, rows: readonly LedgerRow[], year: string) {
  const w = WORDS[lang];
  const title = w.yearTitle(year);
  const members = [...new Set(rows.map((r) => r.member_no))].sort();
  const doc = newDocument(PDF, `${title} – ${info.hotel_name} – ${info.login_id}`, lang, [info.login_id, ...members]);
  letterhead(doc, lang, title, info);
  const of = (member: string | null) => rows.filter((r) => member === null || r.member_no === member);
  const sum = (rs: readonly LedgerRow[], k: 'distribution' | 'supply_vat' | 'management_fee' | 'fee_vat' | 'transfer_amount') => rs.reduce((a, r) => a + r[k], 0);
  const owedAtEnd = (rs: readonly LedgerRow[]) => members.reduce((a, m) => a + (rs.filter((r) => r.member_no === m).at(-1)?.carried_forward ?? 0), 0);
  heading(doc, w.perUnit);
  const line = (label: string, rs: readonly LedgerRow[]) => {
    const owed = owedAtEnd(rs);
    return [label, money(sum(rs, 'distribution')), money(sum(rs, 'management_fee')), money(sum(rs, 'supply_vat')), money(sum(rs, 'transfer_amount')), owed < 0 ? money(-owed) : w.none];
  };
  table(
    doc,
    [
      { header: w.unit, width: 95 }, { header: w.income, width: 90, align: 'right' }, { header: w.expenses, width: 80, align: 'right' },
      { header: w.vatReceived, width: 85, align: 'right' }, { header: w.transfers, width: 80, align: 'right' }, { header: w.owedEnd, width: 85, align: 'right' },
    ],
    [...members.map((m) => line(m, of(m))), line(w.total, rows)],
    true,
  );
  heading(doc, `${w.month} · ${w.payment}`);
  const months = [...new Set(rows.map((r) => r.std_month))].sort();
  table(
    doc,
    [
      { header: w.month, width: 60 }, { header: w.distribution, width: 75, align: 'right' }, { header: w.supplyVat, width: 60, align: 'right' },
      { header: `${w.fee} + ${w.feeVat}`, width: 85, align: 'right' }, { header: w.transfer, width: 75, align: 'right' }, { header: w.payment, width: 160 },
    ],
    months.map((ym) => {
      const rs = rows.filter((r) => r.std_month === ym);
      const transfer = sum(rs, 'transfer_amount');
      const scheduled = rs.some((r) => r.status === 'SCHEDULED');
      const paidOn = rs.map((r) => r.paid_on).filter((d): d is string => d !== null).sort().at(-1);
      const payment = transfer === 0 ? w.carried(wonOf(lang, -rs.reduce((a, r) => a + r.carried_forward, 0))) : scheduled ? w.due(dateOf(lang, rs[0]!.transfer_due)) : w.paid(dateOf(lang, paidOn!));
      return [monthOf(lang, ym), money(sum(rs, 'distribution')), money(sum(rs, 'supply_vat')), money(-(sum(rs, 'management_fee') + sum(rs, 'fee_vat'))), money(transfer), payment];
    }),
  );
  notes(doc, w.notesYear);
  return doc;
}
