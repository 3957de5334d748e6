import { Stepper as DsStepper, formatDate, type StepperProps } from '@raon/design-system';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio/react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '../calls/Card.tsx';
import { memberQuery, useSendMember } from '../calls/queries.ts';
import { ScreenTabs } from '../components/ScreenTabs.tsx';
import { SlotLoading } from '../components/SlotStates.tsx';
import * as p from '../portal.css.ts';
import * as r from '../reports/reports.css.ts';
import { randomUuid } from '../../shared/lib/randomUuid.ts';
import { useTypedBeforeHydration } from '../../shared/lib/useTypedBeforeHydration.ts';
import { addDays, seoulToday } from '../dates.ts';
import { useMemberStore } from '../stores/context.tsx';
import { baseOf } from '../stores/member.ts';
import { toast } from '../toast.ts';
import * as s from './board.css.ts';
import { Field, FormSummary, UnitChoice } from './FormParts.tsx';
import * as f from './forms.css.ts';
import {
  AFFILIATE_CATEGORY,
  affiliateFacilities,
  affiliateInquiry,
  affiliateProblems,
  BOOKING_CATEGORY,
  BOOKING_LIMITS,
  bookingInquiry,
  bookingPlaces,
  bookingProblems,
  childAges,
  defaultAffiliate,
  defaultBooking,
  nightsBetween,
  type AffiliateDraft,
  type BookingDraft,
  type BookingProblem,
  type ChildAge,
} from './inquiries.ts';

// Membership services and the partner-facility booking inquiry (issue 13, point 3). Both forms
// reach the back office as owner inquiries under their own category, so the owner follows the
// answer in the board's VOC tab (docs/decisions.md). Naksan owners never see membership services:
// the menu hides them and the web app answers 404 for the address (routes.ts isRefusedFor).

const membershipTabs = ['infoSquare', 'affiliateInquiry'] as const;
type MembershipTab = (typeof membershipTabs)[number];
const tabHref = (tab: MembershipTab) => (tab === 'infoSquare' ? '/member/membership' : '/member/membership?tab=affiliateInquiry');

export default function Membership() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const tab: MembershipTab = params.get('tab') === 'affiliateInquiry' ? 'affiliateInquiry' : 'infoSquare';
  return (
    <section className={r.screen} data-testid="membership">
      <div className={r.heading}>
        <h1 className={r.title}>{t(`ui:memberMenu.${tab}`)}</h1>
      </div>
      <ScreenTabs label={t('membership.tabsLabel')} tabs={membershipTabs} current={tab} href={tabHref} text={(name) => t(`ui:memberMenu.${name}`)} />
      {tab === 'infoSquare' ? <InfoSquare /> : <AffiliateForm />}
    </section>
  );
}

const guideKeys = ['stay', 'affiliate', 'booking', 'voc'] as const;

function InfoSquare() {
  const { t } = useTranslation('member');
  const member = useSnapshot(useMemberStore());
  return (
    <>
      <section className={`${p.panel} ${r.section}`} aria-labelledby="info-guide" data-testid="info-guide">
        <h2 id="info-guide" className={r.sectionTitle}>
          {t('membership.guideTitle')}
        </h2>
        <ul className={f.cards}>
          {guideKeys.map((key) => (
            <li key={key} className={f.card}>
              <h3 className={f.cardTitle}>{t(`membership.guide.${key}.title`)}</h3>
              <p className={r.text}>{t(`membership.guide.${key}.text`)}</p>
              <a href={t(`membership.guide.${key}.href`)}>{t(`membership.guide.${key}.link`)}</a>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${p.panel} ${r.section}`} aria-labelledby="info-events" data-testid="info-events">
        <h2 id="info-events" className={r.sectionTitle}>
          {t('membership.eventsTitle')}
        </h2>
        <Card query={memberQuery('board/event/list', { ...member.baseParams, status: 'ongoing' })} fallback={<SlotLoading size="lg" />}>
          {(result) =>
            result.data.length === 0 ? (
              <p className={r.intro}>{t('membership.noEvents')}</p>
            ) : (
              <ul className={f.cards}>
                {result.data.map((e) => (
                  <li key={e.event_seq} className={f.card}>
                    <h3 className={f.cardTitle}>{e.title}</h3>
                    <p className={s.meta}>
                      {formatDate(e.start_date)} ~ {formatDate(e.end_date)}
                    </p>
                    <p className={r.text}>{e.content}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </Card>
      </section>
    </>
  );
}

/** Sends an inquiry under a category named by the back office; resolves the new inquiry's number, or a message. */
function useInquirySender(categoryName: string) {
  const { t } = useTranslation('member');
  const store = useMemberStore();
  const client = useQueryClient();
  const sendMember = useSendMember();
  // One key per inquiry, sent again with every retry: a lost answer sent again answers the inquiry
  // already saved (issue 25, point 3). A new one once it went through.
  const clientKey = useRef<string | null>(null);
  return async (inquiry: { title: string; content: string }, memberNo: string): Promise<{ ok: true; vocSeq: number } | { ok: false; message: string }> => {
    const base = baseOf(store);
    // The categories as the inquiry form's card asks for them (one answer in the cache for both).
    const categories = await client.fetchQuery(memberQuery('voc/category/list', base));
    const category = categories.ok ? categories.data.data.find((c) => c.name === categoryName) : undefined;
    if (!category) return { ok: false, message: t('inquiry.sendFailed', { message: categories.ok ? t('inquiry.noCategory') : categories.message }) };
    const result = await sendMember('voc/create', { ...base, category_seq: category.category_seq, ...inquiry, ...(memberNo ? { member_no: memberNo } : {}), client_key: (clientKey.current ??= randomUuid()) });
    if (result.ok) {
      clientKey.current = null;
      return { ok: true, vocSeq: result.data.data.voc_seq };
    }
    return { ok: false, message: result.status === 429 ? t('voc.tooMany', { message: result.message }) : t('inquiry.sendFailed', { message: result.message }) };
  };
}

function Sent({ vocSeq, again, children }: { vocSeq: number; again: () => void; children: ReactNode }) {
  const { t } = useTranslation('member');
  return (
    <div className={f.notice} role="status" data-testid="inquiry-sent">
      <p className={f.cardTitle}>{children}</p>
      <p>{t('inquiry.sentText', { number: vocSeq })}</p>
      <div className={f.actions}>
        <a className={p.button} href={`/member/board/voc/${vocSeq}`}>
          {t('inquiry.open')}
        </a>
        <button type="button" className={p.buttonQuiet} onClick={again}>
          {t('inquiry.again')}
        </button>
      </div>
    </div>
  );
}

/** The design system's Stepper with the portal's button names ('성인 줄이기'). */
function Stepper(props: Omit<StepperProps, 'labels'> & { id: string }) {
  const { t } = useTranslation('member');
  const labels = { less: (what: string) => t('inquiry.less', { what }), more: (what: string) => t('inquiry.more', { what }) };
  return <DsStepper {...props} labels={labels} layout="stacked" />;
}

/**
 * The state and the send of an inquiry form (the affiliate and the booking inquiry): the draft,
 * its problems shown after the first submit (the first wrong field takes the focus), the failure
 * with the form kept, and the confirmation with a fresh form on "new inquiry".
 */
function useInquiryForm<D extends { memberNo: string }, K extends string>(opts: {
  initial: () => D;
  category: string;
  problemsOf: (draft: D) => Partial<Record<K, BookingProblem>>;
  /** The fields in the order of the form, and the control each one's problem focuses. */
  order: readonly K[];
  target: (field: K, draft: D) => string;
  inquiryOf: (draft: D) => { title: string; content: string };
}) {
  const { t } = useTranslation('member');
  const [draft, setDraft] = useState<D>(opts.initial);
  const [shownProblems, setShownProblems] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const send = useInquirySender(opts.category);
  const problems = opts.problemsOf(draft);
  const shown: Partial<Record<K, BookingProblem>> = shownProblems ? problems : {};
  // From the draft as it is when React applies the change: fields typed before hydration are replayed one after another.
  const set = <F extends keyof D>(key: F, value: D[F]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setShownProblems(true);
    setFailure(null);
    const first = opts.order.find((k) => problems[k]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(opts.target(first, draft))?.focus();
      return;
    }
    setBusy(true);
    const result = await send(opts.inquiryOf(draft), draft.memberNo);
    setBusy(false);
    if (result.ok) {
      setSent(result.vocSeq);
      toast(t('inquiry.sent'), 'success');
    } else {
      setFailure(result.message);
    }
  };
  const again = () => {
    setSent(null);
    setShownProblems(false);
    setDraft(opts.initial());
  };
  return { draft, setDraft, set, shown, failure, sent, busy, summaryRef, formRef, submit, again };
}

function AffiliateForm() {
  const { t } = useTranslation('member');
  const today = seoulToday();
  const { draft, set, shown, failure, sent, busy, summaryRef, formRef, submit, again } = useInquiryForm({
    initial: () => defaultAffiliate(today),
    category: AFFILIATE_CATEGORY,
    problemsOf: (d: AffiliateDraft) => affiliateProblems(d, today),
    order: ['facility', 'date', 'people', 'phone', 'request'] as const,
    target: (field) => `#aff-${field}`,
    inquiryOf: affiliateInquiry,
  });
  const message = (field: keyof typeof shown) => (shown[field] ? t(`inquiry.problems.${shown[field]}`, { field: t(`inquiry.fields.${field}`) }) : undefined);
  if (sent !== null) {
    return (
      <section className={`${p.panel} ${r.section}`}>
        <Sent vocSeq={sent} again={again}>
          {t('inquiry.sentTitle')}
        </Sent>
      </section>
    );
  }
  const errors = Object.keys(shown).map((k) => message(k as keyof typeof shown)).filter((m): m is string => Boolean(m));
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="affiliate-title" data-testid="affiliate-form">
      <h2 id="affiliate-title" className={r.sectionTitle}>
        {t('membership.affiliateTitle')}
      </h2>
      <p className={r.intro}>{t('membership.affiliateIntro')}</p>
      <form ref={formRef} className={f.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} aria-labelledby="affiliate-title">
        <FormSummary ref={summaryRef} errors={errors} failure={failure} />
        <div className={f.row}>
          <Field id="aff-facility" label={t('inquiry.fields.facility')} required error={message('facility')}>
            {(props) => (
              <select {...props} className={f.input} value={draft.facility} onChange={(e) => set('facility', e.target.value)}>
                <option value="">{t('inquiry.choose')}</option>
                {Object.keys(affiliateFacilities).map((key) => (
                  <option key={key} value={key}>
                    {t(`inquiry.facilities.${key}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <UnitChoice id="aff-member_no" value={draft.memberNo} onChange={(v) => set('memberNo', v)} />
        </div>
        <div className={f.row}>
          <Field id="aff-date" label={t('inquiry.fields.date')} required error={message('date')}>
            {(props) => <input {...props} className={f.input} type="date" min={today} value={draft.date} onChange={(e) => set('date', e.target.value)} />}
          </Field>
          <Field id="aff-time" label={t('inquiry.fields.time')}>
            {(props) => <input {...props} className={f.input} type="time" value={draft.time} onChange={(e) => set('time', e.target.value)} />}
          </Field>
          <Stepper id="aff-people" label={t('inquiry.fields.people')} value={draft.people} min={1} max={20} onChange={(v) => set('people', v)} />
        </div>
        <Field id="aff-phone" label={t('inquiry.fields.phone')} required error={message('phone')} hint={t('inquiry.phoneHint')}>
          {(props) => <input {...props} className={f.input} type="tel" autoComplete="tel" value={draft.phone} maxLength={13} onChange={(e) => set('phone', e.target.value)} />}
        </Field>
        <Field id="aff-request" label={t('inquiry.fields.request')} error={message('request')} hint={t('voc.chars', { count: draft.request.length, max: 1000 })}>
          {(props) => <textarea {...props} className={f.textarea} value={draft.request} maxLength={1000} onChange={(e) => set('request', e.target.value)} />}
        </Field>
        <div className={f.actions}>
          <button type="submit" className={p.button} disabled={busy} data-testid="affiliate-submit">
            {busy ? t('voc.sending') : t('inquiry.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** /member/booking: a stay at a partner facility, within SPEC §9's limits. */
export function Booking() {
  const { t } = useTranslation('member');
  const today = seoulToday();
  const { draft, setDraft, set, shown, failure, sent, busy, summaryRef, formRef, submit, again } = useInquiryForm({
    initial: () => defaultBooking(today),
    category: BOOKING_CATEGORY,
    problemsOf: (d: BookingDraft) => bookingProblems(d, today),
    order: ['place', 'checkIn', 'checkOut', 'rooms', 'adults', 'childAges', 'phone', 'request'] as const,
    target: (field, d) => (field === 'childAges' ? `#book-child-${d.childAges.findIndex((a) => !a)}` : `#book-${field}`),
    inquiryOf: bookingInquiry,
  });
  const message = (field: keyof typeof shown) => (shown[field] ? t(`inquiry.problems.${shown[field]}`, { field: t(`inquiry.fields.${field}`), max: field === 'rooms' ? BOOKING_LIMITS.maxRooms : BOOKING_LIMITS.maxNights }) : undefined);
  const nights = nightsBetween(draft.checkIn, draft.checkOut);
  const setChildren = (count: number) => set('childAges', Array.from({ length: count }, (_, i) => draft.childAges[i] ?? ''));
  const setCheckIn = (value: string) => {
    // The stay keeps at least one night: a check-in on or after the check-out moves the check-out.
    const moves = /^\d{4}-\d{2}-\d{2}$/.test(value) && !(nightsBetween(value, draft.checkOut) >= 1);
    setDraft({ ...draft, checkIn: value, ...(moves ? { checkOut: addDays(value, 1) } : {}) });
  };
  const errors = Object.keys(shown).map((k) => message(k as keyof typeof shown)).filter((m): m is string => Boolean(m));
  return (
    <section className={r.screen} data-testid="booking">
      <div className={r.heading}>
        <h1 className={r.title}>{t('booking.title')}</h1>
      </div>
      <div className={`${p.panel} ${r.section}`}>
        {sent !== null ? (
          <Sent vocSeq={sent} again={again}>
            {t('inquiry.sentTitle')}
          </Sent>
        ) : (
          <>
            <p className={r.intro}>{t('booking.intro')}</p>
            <form ref={formRef} className={f.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} aria-label={t('booking.title')}>
              <FormSummary ref={summaryRef} errors={errors} failure={failure} />
              <div className={f.row}>
                <Field id="book-place" label={t('inquiry.fields.place')} required error={message('place')}>
                  {(props) => (
                    <select {...props} className={f.input} value={draft.place} onChange={(e) => set('place', e.target.value)}>
                      <option value="">{t('inquiry.choose')}</option>
                      {Object.keys(bookingPlaces).map((key) => (
                        <option key={key} value={key}>
                          {t(`inquiry.places.${key}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <UnitChoice id="book-member_no" value={draft.memberNo} onChange={(v) => set('memberNo', v)} />
              </div>
              <div className={f.row}>
                <Field id="book-checkIn" label={t('inquiry.fields.checkIn')} required error={message('checkIn')}>
                  {(props) => <input {...props} className={f.input} type="date" min={today} value={draft.checkIn} onChange={(e) => setCheckIn(e.target.value)} />}
                </Field>
                <Field id="book-checkOut" label={t('inquiry.fields.checkOut')} required error={message('checkOut')} hint={nights >= 1 ? t('booking.nights', { count: nights }) : undefined}>
                  {(props) => <input {...props} className={f.input} type="date" min={draft.checkIn || today} value={draft.checkOut} onChange={(e) => set('checkOut', e.target.value)} />}
                </Field>
              </div>
              <fieldset className={f.fieldset}>
                <legend className={f.legend}>{t('booking.party')}</legend>
                <div className={f.row}>
                  <Stepper id="book-rooms" label={t('inquiry.fields.rooms')} value={draft.rooms} min={1} max={BOOKING_LIMITS.maxRooms} onChange={(v) => set('rooms', v)} hint={t('booking.roomsHint', { max: BOOKING_LIMITS.maxRooms })} />
                  <Stepper id="book-adults" label={t('inquiry.fields.adults')} value={draft.adults} min={1} max={BOOKING_LIMITS.maxAdults} onChange={(v) => set('adults', v)} />
                  <Stepper id="book-children" label={t('inquiry.fields.children')} value={draft.childAges.length} min={0} max={BOOKING_LIMITS.maxChildren} onChange={setChildren} hint={t('booking.childHint')} />
                </div>
                {message('rooms') ? <p className={f.error}>{message('rooms')}</p> : null}
                {draft.childAges.length > 0 ? (
                  <div className={f.row}>
                    {draft.childAges.map((age, i) => (
                      <Field key={i} id={`book-child-${i}`} label={t('booking.childAge', { n: i + 1 })} required error={shown.childAges && !age ? t('inquiry.problems.childAge') : undefined}>
                        {(props) => (
                          <select
                            {...props}
                            className={f.input}
                            value={age}
                            onChange={(e) => set('childAges', draft.childAges.map((a, j) => (j === i ? (e.target.value as ChildAge | '') : a)))}
                          >
                            <option value="">{t('inquiry.choose')}</option>
                            {childAges.map((a) => (
                              <option key={a} value={a}>
                                {a === '37m' ? t('booking.age37m') : t('booking.ageYears', { n: a })}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                    ))}
                  </div>
                ) : null}
              </fieldset>
              <Field id="book-phone" label={t('inquiry.fields.phone')} required error={message('phone')} hint={t('inquiry.phoneHint')}>
                {(props) => <input {...props} className={f.input} type="tel" autoComplete="tel" value={draft.phone} maxLength={13} onChange={(e) => set('phone', e.target.value)} />}
              </Field>
              <Field id="book-request" label={t('inquiry.fields.request')} error={message('request')} hint={t('voc.chars', { count: draft.request.length, max: 1000 })}>
                {(props) => <textarea {...props} className={f.textarea} value={draft.request} maxLength={1000} onChange={(e) => set('request', e.target.value)} />}
              </Field>
              <div className={f.actions}>
                <button type="submit" className={p.button} disabled={busy} data-testid="booking-submit">
                  {busy ? t('voc.sending') : t('inquiry.submit')}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
