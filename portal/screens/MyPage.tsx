import { DataTable, formatDate, formatNumber, formatShare, formatYearMonth, type DataTableColumn } from '@raon/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { businessDigits, formatBusinessNumber, hasValidCheckDigit } from '../../contracts/bizno.ts';
import type { MemberResult } from '../../contracts/member.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useTypedBeforeHydration } from '../../shared/lib/useTypedBeforeHydration.ts';
import { Card } from '../calls/Card.tsx';
import { memberQuery, useSendMember, type BaseParams } from '../calls/queries.ts';
import { ScreenTabs, YearChoice } from '../components/ScreenTabs.tsx';
import { failureReason, SlotLoading } from '../components/SlotStates.tsx';
import { MonthStatementLink, YearStatementLink } from '../components/StatementLinks.tsx';
import * as p from '../portal.css.ts';
import { ReportFrame, ymOf, type ReportContext } from '../reports/ReportFrame.tsx';
import * as r from '../reports/reports.css.ts';
import { toast } from '../toast.ts';
import { Field, FormSummary, type FieldErrors } from './FormParts.tsx';
import * as f from './forms.css.ts';
import { closedMonths, earningsOf, monthlyTotals, taxMonths, type LedgerRow, type TaxMonthState } from './myPageData.ts';
import { monthAddress } from '../stores/chosenMonth.ts';
import { Notifications } from './Notifications.tsx';

/** SPEC §2: my page's tabs by the query `tab` (none = my page). */
export const myPageTabs = ['mypage', 'tax', 'earnings', 'incentive', 'notifications'] as const;
type MyPageTab = (typeof myPageTabs)[number];
const tabOf = (value: string | null): MyPageTab => (value && (myPageTabs as readonly string[]).includes(value) ? (value as MyPageTab) : 'mypage');
const tabHref = (tab: MyPageTab) => (tab === 'mypage' ? '/member/mypage' : `/member/mypage?tab=${tab}`);
const menuKey = { mypage: 'mypageMain', tax: 'tax', earnings: 'earnings', incentive: 'incentive', notifications: 'notifications' } as const;
const won = (v: unknown) => formatNumber(v as number);

/**
 * My page (issue 13, point 4): the owner's profile, units and year of payouts; the tax invoices
 * the operator issues on the owner's behalf (closed months, each month's invoices, the supplier
 * details they carry); what was paid and what is still to be paid; incentives.
 */
export default function MyPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <ReportFrame title={t(`ui:memberMenu.${menuKey[tab]}`)} testId="mypage" monthInAddress={tab !== 'notifications'}>
      {(ctx) => (
        <>
          <ScreenTabs label={t('mypage.tabsLabel')} tabs={myPageTabs} current={tab} href={tabHref} text={(name) => t(`ui:memberMenu.${menuKey[name]}`)} />
          {tab === 'mypage' ? <Profile ctx={ctx} /> : null}
          {tab === 'tax' ? <TaxInvoices ctx={ctx} /> : null}
          {tab === 'earnings' ? <Earnings ctx={ctx} /> : null}
          {tab === 'incentive' ? <Incentives ctx={ctx} /> : null}
          {tab === 'notifications' ? <Notifications ctx={ctx} /> : null}
        </>
      )}
    </ReportFrame>
  );
}

/** A month of the P&L statement (part 2), opened from a record of that month. */
function useOpenStatement(ctx: ReportContext) {
  const navigate = useNavigate();
  return (stdMonth: string) => {
    const month = { year: Number(stdMonth.slice(0, 4)), month: Number(stdMonth.slice(4, 6)) };
    ctx.setChosen(month);
    void navigate(monthAddress('/member/income', month));
  };
}

function Profile({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  type Unit = MemberResult<'home/my-page/main/info'>['data']['members'][number];
  type Month = ReturnType<typeof monthlyTotals>[number];
  return (
    <>
      <Card query={memberQuery('home/my-page/main/info', ctx.base)} fallback={<SlotLoading size="lg" />}>
        {(result) => {
          const me = result.data;
          return (
            <>
              <section className={`${p.panel} ${r.section}`} aria-labelledby="mypage-profile" data-testid="mypage-profile">
                <h2 id="mypage-profile" className={r.sectionTitle}>
                  {t('mypage.profile')}
                </h2>
                <dl className={f.facts}>
                  <dt className={f.factTerm}>{t('mypage.name')}</dt>
                  <dd className={f.factValue} data-field="name">
                    {me.user_name}
                  </dd>
                  <dt className={f.factTerm}>{t('mypage.loginId')}</dt>
                  <dd className={f.factValue}>{me.login_id}</dd>
                  <dt className={f.factTerm}>{t('mypage.property')}</dt>
                  <dd className={f.factValue}>{me.hotel_name}</dd>
                  <dt className={f.factTerm}>{t('mypage.phone')}</dt>
                  <dd className={f.factValue}>{me.phone ?? '-'}</dd>
                  <dt className={f.factTerm}>{t('mypage.email')}</dt>
                  <dd className={f.factValue}>{me.email ?? '-'}</dd>
                  <dt className={f.factTerm}>{t('mypage.supplier')}</dt>
                  <dd className={f.factValue} data-field="supplier">
                    {me.tax_profile ? `${me.tax_profile.trade_name} (${me.tax_profile.business_registration})` : t('mypage.noSupplier')}{' '}
                    <a href="/member/mypage?tab=tax#supplier">{t('mypage.editSupplier')}</a>
                  </dd>
                </dl>
                <p className={f.hint}>{t('mypage.contactNote')}</p>
              </section>
              <section className={`${p.panel} ${r.section}`} aria-labelledby="mypage-units" data-testid="mypage-units">
                <h2 id="mypage-units" className={r.sectionTitle}>
                  {t('mypage.units')}
                </h2>
                <DataTable
                  caption={t('mypage.unitsCaption')}
                  captionHidden
                  columns={
                    [
                      { key: 'member_no', header: t('board.memberNo') },
                      { key: 'room_no', header: t('mypage.room') },
                      { key: 'room_type', header: t('mypage.roomType') },
                      { key: 'area_m2', header: t('mypage.area'), align: 'end', format: (v: unknown) => `${String(v)} m²` },
                      { key: 'share_ratio', header: t('mypage.share'), align: 'end', format: (v: unknown) => formatShare(v as number) },
                      { key: 'contract_start', header: t('mypage.contract'), format: (v: unknown) => formatDate(v as string) },
                      { key: 'bank_account', header: t('mypage.account'), format: (v: unknown) => (v ? String(v) : '-') },
                    ] as unknown as DataTableColumn<Unit>[]
                  }
                  rows={me.members.map((m) => ({ ...m, bank_account: m.bank_name && m.bank_account ? `${m.bank_name} ${m.bank_account}` : null }))}
                  rowKey={(m) => m.member_no}
                  emptyText={t('mypage.noUnits')}
                  stickyHeader={false}
                />
              </section>
            </>
          );
        }}
      </Card>
      <section className={`${p.panel} ${r.section}`} aria-labelledby="mypage-monthly" data-testid="mypage-monthly">
        <h2 id="mypage-monthly" className={r.sectionTitle}>
          {t('mypage.monthly', { year: ctx.chosen.year })}
        </h2>
        <YearChoice ctx={ctx} />
        <Card query={memberQuery('home/my-page/monthly/profit', { ...ctx.base, target_year: ctx.targetYear })} fallback={<SlotLoading size="lg" />}>
          {(result) => (
            <>
              {result.data.rows.length > 0 ? <YearStatementLink year={ctx.chosen.year} /> : null}
              <p className={r.unitNote}>{t('board.wonUnit')}</p>
              <DataTable
                caption={t('mypage.monthlyCaption', { year: ctx.chosen.year })}
                captionHidden
                columns={
                  [
                    { key: 'std_month', header: t('board.month'), format: (v: unknown) => formatYearMonth(String(v)) },
                    { key: 'distribution', header: t('mypage.distribution'), align: 'end', format: won },
                    { key: 'supply_vat', header: t('mypage.supplyVat'), align: 'end', format: won },
                    { key: 'fees', header: t('mypage.feesWithVat'), align: 'end', format: (v: unknown) => won(-(v as number)) },
                    { key: 'transfer_amount', header: t('mypage.transfer'), align: 'end', format: won },
                    { key: 'payment', header: t('mypage.payment'), format: (v: unknown) => <Payment entry={v as Month} />, total: 'none' },
                  ] as unknown as DataTableColumn<Month & { payment: Month }>[]
                }
                rows={monthlyTotals(result.data.rows).map((m) => ({ ...m, payment: m }))}
                rowKey={(m) => m.std_month}
                totalLabel={t('board.yearTotal')}
                sumExclude={['std_month', 'paid_on', 'payment', 'carried_forward', 'transfer_due', 'status']}
                emptyText={t('mypage.noMonths')}
                stickyHeader={false}
              />
            </>
          )}
        </Card>
      </section>
    </>
  );
}

/** SPEC §3: the closed months of a year (closedTaxData: stdMonth → 'Y' for the months whose invoices are closed, and only those). */
const closedMonthsQuery = (ctx: ReportContext) => memberQuery('home/tax/close/list', { ...ctx.base, target_year: ctx.targetYear });

/** Failures already alerted: a card shown again with the same failed answer does not alert again. */
const alerted = new WeakSet<object>();

/** SPEC §8: the closed months could not be read: an alert, and the same words in place, with a retry. */
function ClosedMonthsFailed({ failure, retry }: { failure: object; retry: () => void }) {
  const { t } = useTranslation('member');
  useEffect(() => {
    if (alerted.has(failure)) return;
    alerted.add(failure);
    window.alert(t('tax.closedListFailed'));
  }, [failure, t]);
  return (
    <p className={f.summary} data-testid="tax-closed-failed">
      {t('tax.closedListFailed')}{' '}
      <button type="button" className={p.buttonQuiet} onClick={retry}>
        {t('slot.retry')}
      </button>
    </p>
  );
}

const monthTone: Record<TaxMonthState, keyof typeof f.badgeTone> = { closed: 'done', open: 'working', future: 'waiting' };

function TaxInvoices({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  const openStatement = useOpenStatement(ctx);
  const chosenYm = ymOf(ctx.chosen);
  type Invoice = MemberResult<'home/tax/detail'>['data'][number] & { statement: string };
  return (
    <>
      <section className={`${p.panel} ${r.section}`} aria-labelledby="tax-months" data-testid="tax-months">
        <h2 id="tax-months" className={r.sectionTitle}>
          {t('tax.monthsTitle', { year: ctx.chosen.year })}
        </h2>
        <p className={r.intro}>{t('tax.intro')}</p>
        <YearChoice ctx={ctx} />
        <Card query={closedMonthsQuery(ctx)} fallback={<SlotLoading size="sm" />} renderError={(_, retry, failure) => <ClosedMonthsFailed failure={failure} retry={retry} />}>
          {({ data }) => (
            <ul className={f.months} aria-label={t('tax.monthsLabel')}>
              {taxMonths(ctx.chosen.year, closedMonths(data), ctx.currentYm).map((m) => (
                <li key={m.ym} className={f.month} data-month={m.ym} data-state={m.state}>
                  <span className={f.monthName}>{formatYearMonth(m.ym)}</span>
                  <span className={`${f.badge} ${f.badgeTone[monthTone[m.state]]}`}>{t(`tax.monthState.${m.state}`)}</span>
                  {m.state !== 'future' ? (
                    <button type="button" className={r.drill} aria-pressed={m.ym === chosenYm} onClick={() => ctx.setChosen({ year: ctx.chosen.year, month: Number(m.ym.slice(4)) })}>
                      {t('tax.showMonth')}
                      <span className={p.visuallyHidden}> {formatYearMonth(m.ym)}</span>
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
      <section className={`${p.panel} ${r.section}`} aria-labelledby="tax-detail" data-testid="tax-detail">
        <h2 id="tax-detail" className={r.sectionTitle}>
          {t('tax.detailTitle', { month: formatYearMonth(chosenYm) })}
        </h2>
        <Card query={memberQuery('home/tax/detail', { ...ctx.base, std_month: chosenYm })} fallback={<SlotLoading size="lg" />}>
          {(result) => (
            <>
              {/* The closed months' answer is the months card's (asked for with it, one answer in the cache). */}
              <Card query={closedMonthsQuery(ctx)} fallback={<p className={r.intro} />} renderError={() => <p className={r.intro} data-field="close-state">{result.data.length > 0 ? t('tax.draftNote') : t('tax.noneNote')}</p>}>
                {({ data }) => (
                  <p className={r.intro} data-field="close-state">
                    {result.data.some((row) => row.status === 'REQUESTED') ? t('tax.approveHint') : closedMonths(data)[chosenYm] === 'Y' ? t('tax.closedNote') : result.data.length > 0 ? t('tax.draftNote') : t('tax.noneNote')}
                  </p>
                )}
              </Card>
              <p className={r.unitNote}>{t('board.wonUnit')}</p>
              <DataTable
                caption={t('tax.detailCaption', { month: formatYearMonth(chosenYm) })}
                captionHidden
                columns={
                  [
                    { key: 'member_no', header: t('board.memberNo') },
                    { key: 'supply_amount', header: t('tax.supply'), align: 'end', format: won },
                    { key: 'vat_amount', header: t('tax.vat'), align: 'end', format: won },
                    { key: 'total_amount', header: t('tax.total'), align: 'end', format: won },
                    { key: 'status', header: t('tax.status'), format: (v: unknown) => <span className={`${f.badge} ${f.badgeTone[v === 'ISSUED' ? 'done' : 'working']}`} data-status={String(v)}>{t(`tax.invoiceState.${String(v)}`)}</span>, total: 'none' },
                    { key: 'issue_date', header: t('tax.issueDate'), format: (v: unknown) => (v ? formatDate(v as string) : '-'), total: 'none' },
                    { key: 'nts_approval_no', header: t('tax.approvalNo'), format: (v: unknown) => (v ? String(v) : '-'), total: 'none' },
                    {
                      key: 'statement',
                      header: t('tax.statement'),
                      total: 'none',
                      format: (v: unknown) => (
                        <button type="button" className={r.drill} onClick={() => openStatement(String(v))} data-testid="invoice-statement">
                          {t('tax.openStatement', { month: formatYearMonth(String(v)) })}
                        </button>
                      ),
                    },
                  ] as unknown as DataTableColumn<Invoice>[]
                }
                rows={result.data.map((row) => ({ ...row, statement: row.std_month }))}
                rowKey={(row) => row.member_no}
                totalLabel={result.data.length > 1 ? t('tax.monthTotal') : undefined}
                sumExclude={['member_no', 'status', 'issue_date', 'nts_approval_no', 'statement', 'std_month', 'closeYn']}
                emptyText={t('tax.noInvoices')}
                stickyHeader={false}
              />
              <ApproveInvoices rows={result.data} month={chosenYm} base={ctx.base} />
              <Settlement rows={result.data} month={chosenYm} />
            </>
          )}
        </Card>
      </section>
      <SupplierForm ctx={ctx} />
    </>
  );
}

type SettledInvoice = MemberResult<'home/tax/detail'>['data'][number];

/**
 * The month's reverse-issued invoices that await the owner's approval (역발행, issue 28, point 3):
 * one button approves them all; they are issued today and the month's notification is read.
 */
function ApproveInvoices({ rows, month, base }: { rows: readonly SettledInvoice[]; month: string; base: BaseParams }) {
  const { t } = useTranslation('member');
  const send = useSendMember();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = rows.filter((row) => row.status === 'REQUESTED');
  if (waiting.length === 0) return null;
  const approve = async () => {
    setBusy(true);
    setFailure(null);
    const result = await send('home/tax/approve', { ...base, std_month: month, member_no_list: waiting.map((row) => row.member_no) });
    setBusy(false);
    if (result.ok) toast(t('tax.approved', { month: formatYearMonth(month), count: result.data.data.approved.length || result.data.data.already_issued.length }), 'success');
    else setFailure(`${t('slot.error')} ${t(`slot.reasons.${failureReason(result)}`)} (${result.code})`);
  };
  return (
    <div className={r.intro} data-testid="invoice-approve">
      <button type="button" className={p.button} disabled={busy} aria-busy={busy} onClick={() => void approve()} data-testid="invoice-approve-button">
        {t('tax.approve', { month: formatYearMonth(month) })}
      </button>
      {failure ? (
        <p role="alert" className={f.error}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * How an issued invoice is settled (the payout ledger, issue 28): the invoice's total (supply +
 * VAT, which the owner remits) less the maintenance fee's own invoice (fee + VAT) and what was
 * still owed, transferred or carried forward.
 */
function Settlement({ rows, month }: { rows: readonly SettledInvoice[]; month: string }) {
  const { t } = useTranslation('member');
  const settled = rows.flatMap((row) => (row.settlement ? [{ member_no: row.member_no, total_amount: row.total_amount, ...row.settlement }] : []));
  if (settled.length === 0) return null;
  type Row = (typeof settled)[number] & { payment: Parameters<typeof Payment>[0]['entry'] };
  return (
    <div data-testid="invoice-settlement">
      <h3 className={r.subTitle}>{t('tax.settlementTitle', { month: formatYearMonth(month) })}</h3>
      <p className={r.intro}>{t('tax.settlementNote')}</p>
      <p className={r.intro}>
        <MonthStatementLink ym={month} long />
      </p>
      <DataTable
        caption={t('tax.settlementTitle', { month: formatYearMonth(month) })}
        captionHidden
        columns={
          [
            { key: 'member_no', header: t('board.memberNo') },
            { key: 'total_amount', header: t('tax.total'), align: 'end', format: won },
            { key: 'management_fee', header: t('mypage.fee'), align: 'end', format: (v: unknown) => won(-(v as number)) },
            { key: 'fee_vat', header: t('mypage.feeVat'), align: 'end', format: (v: unknown) => won(-(v as number)) },
            { key: 'brought_forward', header: t('mypage.broughtForward'), align: 'end', format: won },
            { key: 'transfer_amount', header: t('mypage.transfer'), align: 'end', format: won },
            { key: 'payment', header: t('mypage.payment'), format: (v: unknown) => <Payment entry={v as Parameters<typeof Payment>[0]['entry']} /> },
          ] as unknown as DataTableColumn<Row>[]
        }
        rows={settled.map((s): Row => ({ ...s, payment: s }))}
        rowKey={(row) => row.member_no}
        emptyText={t('tax.noInvoices')}
        stickyHeader={false}
      />
    </div>
  );
}

interface SupplierDraft {
  business_registration: string;
  trade_name: string;
  representative: string;
  invoice_email: string;
}
type SupplierKey = keyof SupplierDraft;
const supplierKeys: readonly SupplierKey[] = ['business_registration', 'trade_name', 'representative', 'invoice_email'];

/** The checks of the API's home/tax/update (contracts/member.ts taxUpdateBody), with messages an owner can act on. */
export function supplierErrors(draft: SupplierDraft, t: (key: string) => string): FieldErrors<SupplierKey> {
  const errors: FieldErrors<SupplierKey> = {};
  const digits = businessDigits(draft.business_registration);
  if (!draft.business_registration.trim()) errors.business_registration = t('tax.errors.bizRequired');
  else if (!digits) errors.business_registration = t('tax.errors.bizShape');
  else if (!hasValidCheckDigit(digits)) errors.business_registration = t('tax.errors.bizCheck');
  if (!draft.trade_name.trim()) errors.trade_name = t('tax.errors.tradeName');
  else if (draft.trade_name.trim().length > 100) errors.trade_name = t('tax.errors.tooLong100');
  if (!draft.representative.trim()) errors.representative = t('tax.errors.representative');
  else if (draft.representative.trim().length > 50) errors.representative = t('tax.errors.tooLong50');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.invoice_email.trim())) errors.invoice_email = t('tax.errors.email');
  return errors;
}

/** The supplier details of reverse-issued invoices (home/tax/update), prefilled with the saved ones. */
function SupplierForm({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  // Outside the call: a save makes my page's details ask again (the form comes back with the saved values).
  const [savedAt, setSavedAt] = useState<string | null>(null);
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="supplier" data-testid="supplier">
      <h2 id="supplier" className={r.sectionTitle}>
        {t('tax.supplierTitle')}
      </h2>
      <p className={r.intro}>{t('tax.supplierIntro')}</p>
      <Card query={memberQuery('home/my-page/main/info', ctx.base)} fallback={<SlotLoading size="lg" />}>
        {(result) => <SupplierFields saved={result.data.tax_profile} base={ctx.base} onSaved={setSavedAt} />}
      </Card>
      {savedAt ? (
        <p className={f.notice} role="status" data-testid="supplier-saved">
          {t('tax.savedAt', { date: formatDate(savedAt) })}
        </p>
      ) : null}
    </section>
  );
}

function SupplierFields({ saved, base, onSaved }: { saved: SupplierDraft | null; base: BaseParams; onSaved: (at: string | null) => void }) {
  const { t } = useTranslation('member');
  const sendMember = useSendMember();
  const [draft, setDraft] = useState<SupplierDraft>(saved ?? { business_registration: '', trade_name: '', representative: '', invoice_email: '' });
  const [errors, setErrors] = useState<FieldErrors<SupplierKey>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const change = (key: SupplierKey, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = supplierErrors(draft, t);
    setErrors(found);
    setFailure(null);
    onSaved(null);
    const first = supplierKeys.find((k) => found[k]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#supplier-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const digits = businessDigits(draft.business_registration)!;
    const result = await sendMember('home/tax/update', { ...base, ...draft, business_registration: formatBusinessNumber(digits), invoice_email: draft.invoice_email.trim() });
    setBusy(false);
    if (result.ok) {
      const data = result.data.data;
      setDraft({ business_registration: data.business_registration, trade_name: data.trade_name, representative: data.representative, invoice_email: data.invoice_email });
      onSaved(data.updated_at);
      toast(t('tax.saved'), 'success');
      return;
    }
    // SPEC §8: an answer without S001 is a code error; a refused or failed call is a failure (with the API's reasons).
    const reasons = result.errors?.map((e) => `${t(`tax.fields.${e.path}`, { defaultValue: e.path })}: ${e.message}`).join(', ');
    setFailure(`${result.status === 200 ? t('tax.codeError') : t('tax.failed')} (${reasons || result.message})`);
  };
  const shown = supplierKeys.map((k) => errors[k]).filter((e): e is string => Boolean(e));
  return (
    <form ref={formRef} className={f.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} aria-label={t('tax.supplierTitle')}>
      <FormSummary ref={summaryRef} errors={shown} failure={failure} />
      <div className={f.row}>
        <Field id="supplier-business_registration" label={t('tax.fields.business_registration')} required error={errors.business_registration} hint={t('tax.bizHint')}>
          {(props) => <input {...props} className={f.input} inputMode="numeric" autoComplete="off" value={draft.business_registration} maxLength={12} onChange={(e) => change('business_registration', e.target.value)} />}
        </Field>
        <Field id="supplier-trade_name" label={t('tax.fields.trade_name')} required error={errors.trade_name}>
          {(props) => <input {...props} className={f.input} autoComplete="organization" value={draft.trade_name} maxLength={100} onChange={(e) => change('trade_name', e.target.value)} />}
        </Field>
      </div>
      <div className={f.row}>
        <Field id="supplier-representative" label={t('tax.fields.representative')} required error={errors.representative}>
          {(props) => <input {...props} className={f.input} autoComplete="name" value={draft.representative} maxLength={50} onChange={(e) => change('representative', e.target.value)} />}
        </Field>
        <Field id="supplier-invoice_email" label={t('tax.fields.invoice_email')} required error={errors.invoice_email}>
          {(props) => <input {...props} className={f.input} type="email" autoComplete="email" value={draft.invoice_email} maxLength={254} onChange={(e) => change('invoice_email', e.target.value)} />}
        </Field>
      </div>
      <div className={f.actions}>
        <button type="submit" className={p.button} disabled={busy} data-testid="supplier-submit">
          {busy ? t('tax.saving') : t('tax.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * Where a month's payout stands (the ledger, issue 28): transferred on a day with its bank
 * reference, scheduled for the 25th, or nothing transferred with what is owed carried forward.
 */
export function Payment({ entry }: { entry: Pick<LedgerRow, 'status' | 'paid_on' | 'transfer_due' | 'carried_forward'> & { transfer_ref?: string | null } }) {
  const { t } = useTranslation('member');
  if (entry.status === 'PAID')
    return (
      <span data-payment="PAID">
        {t('mypage.paidStatus', { date: formatDate(entry.paid_on!) })}
        {entry.transfer_ref ? <span className={r.subline}>{t('mypage.ref', { ref: entry.transfer_ref })}</span> : null}
      </span>
    );
  if (entry.status === 'SCHEDULED')
    return (
      <strong data-payment="SCHEDULED">{t('mypage.dueStatus', { date: formatDate(entry.transfer_due) })}</strong>
    );
  return <span data-payment="CARRIED">{t('mypage.carriedStatus', { amount: formatNumber(-entry.carried_forward) })}</span>;
}

function Earnings({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  const openStatement = useOpenStatement(ctx);
  type Row = LedgerRow & { statement: string; payment: LedgerRow; pdf: string };
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="earnings" data-testid="earnings">
      <h2 id="earnings" className={r.sectionTitle}>
        {t('earnings.title', { year: ctx.chosen.year })}
      </h2>
      <p className={r.intro}>{t('earnings.intro')}</p>
      <YearChoice ctx={ctx} />
      <Card query={memberQuery('home/my-page/monthly/profit', { ...ctx.base, target_year: ctx.targetYear })} fallback={<SlotLoading size="lg" />}>
        {(result) => {
          const sums = earningsOf(result.data.rows);
          return (
            <>
              {result.data.rows.length > 0 ? <YearStatementLink year={ctx.chosen.year} /> : null}
              <dl className={f.facts} data-testid="earnings-summary">
                <dt className={f.factTerm}>{t('earnings.paid')}</dt>
                <dd className={f.factValue} data-field="paid">
                  {formatNumber(sums.paid)} {t('wonUnit')}
                </dd>
                <dt className={f.factTerm}>{t('earnings.unpaid')}</dt>
                <dd className={f.factValue} data-field="scheduled">
                  {formatNumber(sums.scheduled)} {t('wonUnit')}
                  {sums.scheduledMonths.length > 0 ? ` (${sums.scheduledMonths.map(formatYearMonth).join(', ')})` : ''}
                </dd>
                <dt className={f.factTerm}>{t('earnings.owed')}</dt>
                <dd className={f.factValue} data-field="owed">
                  {sums.owed < 0 ? `${formatNumber(-sums.owed)} ${t('wonUnit')}` : t('earnings.noneOwed')}
                </dd>
              </dl>
              <p className={r.unitNote}>{t('board.wonUnit')}</p>
              <DataTable
                caption={t('earnings.caption', { year: ctx.chosen.year })}
                captionHidden
                columns={
                  [
                    { key: 'std_month', header: t('board.month'), format: (v: unknown) => formatYearMonth(String(v)) },
                    { key: 'member_no', header: t('board.memberNo') },
                    { key: 'distribution', header: t('mypage.distribution'), align: 'end', format: won },
                    { key: 'supply_vat', header: t('mypage.supplyVat'), align: 'end', format: won },
                    { key: 'management_fee', header: t('mypage.fee'), align: 'end', format: (v: unknown) => won(-(v as number)) },
                    { key: 'fee_vat', header: t('mypage.feeVat'), align: 'end', format: (v: unknown) => won(-(v as number)) },
                    { key: 'settlement', header: t('mypage.settlement'), align: 'end', format: won },
                    { key: 'brought_forward', header: t('mypage.broughtForward'), align: 'end', format: won, total: 'none' },
                    { key: 'transfer_amount', header: t('mypage.transfer'), align: 'end', format: won },
                    { key: 'payment', header: t('mypage.payment'), format: (v: unknown) => <Payment entry={v as LedgerRow} />, total: 'none' },
                    { key: 'pdf', header: t('statements.monthly'), total: 'none', format: (v: unknown) => <MonthStatementLink ym={String(v)} /> },
                    {
                      key: 'statement',
                      header: t('tax.statement'),
                      total: 'none',
                      format: (v: unknown) => (
                        <button type="button" className={r.drill} onClick={() => openStatement(String(v))} data-testid="earnings-statement">
                          {t('tax.openStatement', { month: formatYearMonth(String(v)) })}
                        </button>
                      ),
                    },
                  ] as unknown as DataTableColumn<Row>[]
                }
                rows={result.data.rows.map((row) => ({ ...row, statement: row.std_month, payment: row, pdf: row.std_month }))}
                rowKey={(row) => `${row.std_month}:${row.member_no}`}
                totalLabel={t('board.yearTotal')}
                sumExclude={['std_month', 'member_no', 'paid_on', 'statement', 'payment', 'pdf', 'brought_forward', 'carried_forward', 'net_amount', 'transfer_due', 'transfer_ref', 'status']}
                emptyText={t('mypage.noMonths')}
                stickyHeader={false}
              />
            </>
          );
        }}
      </Card>
    </section>
  );
}

const INCENTIVE_PAGE = 50;

function Incentives({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  type Row = MemberResult<'home/incentive/list'>['data'][number] & { period: string };
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="incentives" data-testid="incentives">
      <h2 id="incentives" className={r.sectionTitle}>
        {t('incentive.title', { year: ctx.chosen.year })}
      </h2>
      <p className={r.intro}>{t('incentive.intro')}</p>
      <YearChoice ctx={ctx} />
      <Card query={memberQuery('home/incentive/list', { ...ctx.base, target_year: ctx.targetYear, page: 1, page_size: INCENTIVE_PAGE })} fallback={<SlotLoading size="lg" />}>
        {(result) => {
          const unpaid = result.data.filter((row) => !row.paid_on).reduce((sum, row) => sum + row.amount, 0);
          return (
            <>
              <p className={r.intro} data-field="incentive-unpaid">
                {t('incentive.unpaid', { amount: formatNumber(unpaid) })}
              </p>
              <p className={r.unitNote}>{t('board.wonUnit')}</p>
              <DataTable
                caption={t('incentive.caption', { year: ctx.chosen.year })}
                captionHidden
                columns={
                  [
                    { key: 'incentive_type', header: t('incentive.type'), format: (v: unknown) => t(`incentive.types.${String(v)}`) },
                    { key: 'member_no', header: t('board.memberNo') },
                    { key: 'period', header: t('incentive.period') },
                    { key: 'amount', header: t('incentive.amount'), align: 'end', format: won },
                    { key: 'paid_on', header: t('mypage.paidOn'), format: (v: unknown) => (v ? formatDate(v as string) : <strong>{t('mypage.toBePaid')}</strong>), total: 'none' },
                    { key: 'note', header: t('incentive.note'), format: (v: unknown) => (v ? String(v) : '-'), total: 'none' },
                  ] as unknown as DataTableColumn<Row>[]
                }
                rows={result.data.map((row) => ({ ...row, period: `${formatDate(row.period_start)} ~ ${formatDate(row.period_end)}` }))}
                rowKey={(row) => String(row.incentive_seq)}
                totalLabel={t('board.yearTotal')}
                sumExclude={['incentive_type', 'member_no', 'period', 'paid_on', 'note', 'incentive_seq', 'period_start', 'period_end']}
                emptyText={t('incentive.none')}
                stickyHeader={false}
              />
            </>
          );
        }}
      </Card>
    </section>
  );
}
