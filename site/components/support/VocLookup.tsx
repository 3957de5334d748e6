import { formatDate, RippleButton } from '@raon/design-system';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { lookupViewSchema, RECEIPT_PATTERN, type LookupView } from '../../../contracts/voc.ts';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { useTypedBeforeHydration } from '../../../shared/lib/useTypedBeforeHydration.ts';
import { bffPost, generalError, isMobile, phoneDigits, waitSeconds } from './vocClient.ts';
import { fieldErrors } from './fieldErrors.tsx';
import * as s from './support.css.ts';

type Field = 'receipt' | 'phone' | 'code';
type Errors = Partial<Record<Field, { key: string; values?: Record<string, string | number> }>>;
const normalReceipt = (v: string) => v.trim().toUpperCase();
const noSubscription = () => () => undefined;

/**
 * The inquiry lookup of /support?state=4 (issue 15, point 7): receipt number and mobile number →
 * a texted code → the inquiry's status and the hotel's answer. The api answers a code request the
 * same whether or not the pair matches, and one message for every failed check, so the form says
 * "if they match, a code was sent" and, on a wrong code, that something does not match.
 */
export default function VocLookup() {
  const { t } = useTranslation('site');
  const { scope, urlParsed } = usePageContext();
  // The receipt screen and the receipt e-mail link here with ?receipt=: the server renders the page
  // without it (one cached page for every receipt), the browser shows it until the visitor types.
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const given = normalReceipt(urlParsed.search.receipt ?? new URLSearchParams(search).get('receipt') ?? '');
  const [typedReceipt, setReceipt] = useState<string | null>(null);
  const receipt = typedReceipt ?? (RECEIPT_PATTERN.test(given) ? given : '');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ receipt: string; phone: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [view, setView] = useState<LookupView | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useTypedBeforeHydration(formRef);
  const base = { company_seq: scope.company_seq, hotel_seq: scope.hotel_seq, lang_type: scope.lang_type };

  const cooldown = Math.max(0, Math.ceil((cooldownUntil - now) / 1000));
  /** Buttons wait `seconds` before another code can be asked for. */
  const waitFor = (seconds: number) => {
    setNow(Date.now());
    setCooldownUntil(Date.now() + seconds * 1000);
  };
  useEffect(() => {
    if (cooldownUntil <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= cooldownUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [cooldownUntil]);

  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const id = focusNext.current;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  });
  useEffect(() => {
    if (view) resultRef.current?.focus();
  }, [view]);

  const msg = (field: Field) => {
    const e = errors[field];
    return e ? t(e.key, e.values ?? {}) : '';
  };

  async function sendCode() {
    const next: Errors = {};
    const r = normalReceipt(receipt);
    if (!r) next.receipt = { key: 'lookup.errors.receipt' };
    else if (!RECEIPT_PATTERN.test(r)) next.receipt = { key: 'lookup.errors.receiptFormat' };
    if (!phone.trim()) next.phone = { key: 'lookup.errors.phone' };
    else if (!isMobile(phone)) next.phone = { key: 'lookup.errors.phoneFormat' };
    setErrors(next);
    if (next.receipt || next.phone) {
      focusNext.current = next.receipt ? 'lookup-receipt' : 'lookup-phone';
      setStatus('');
      return;
    }
    setBusy('send');
    const digits = phoneDigits(phone);
    const answer = await bffPost('voc/lookup/send', { ...base, receipt_no: r, phone: digits });
    setBusy(null);
    if (answer.status === 200) {
      const resend = Number((answer.body.result_data as { resend_after_seconds?: unknown } | undefined)?.resend_after_seconds) || 60;
      setSent({ receipt: r, phone: digits });
      waitFor(resend);
      setStatus(t('lookup.codeSent'));
      focusNext.current = 'lookup-code';
      return;
    }
    if (answer.status === 429) {
      const seconds = waitSeconds(answer);
      if (seconds !== null) waitFor(seconds);
    }
    const wrong = answer.status === 400 ? answer.body.errors?.[0]?.path : undefined;
    const g = generalError(answer);
    setErrors(
      wrong === 'receipt_no'
        ? { receipt: { key: 'lookup.errors.receiptFormat' } }
        : wrong === 'phone'
          ? { phone: { key: 'lookup.errors.phoneFormat' } }
          : { phone: { key: `voc.errors.${g.key}`, values: g.values } },
    );
    focusNext.current = wrong === 'receipt_no' ? 'lookup-receipt' : 'lookup-phone';
  }

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) {
      await sendCode();
      return;
    }
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: { key: 'lookup.errors.code' } });
      focusNext.current = 'lookup-code';
      return;
    }
    setBusy('check');
    const answer = await bffPost('voc/lookup/validate', { ...base, receipt_no: sent.receipt, phone: sent.phone, code: code.trim() });
    setBusy(null);
    const parsed = answer.status === 200 ? lookupViewSchema.safeParse(answer.body.result_data) : null;
    if (parsed?.success) {
      setView(parsed.data);
      setErrors({});
      setCode('');
      return;
    }
    const g = generalError(answer);
    setErrors({ code: answer.status === 400 ? { key: 'lookup.errors.mismatch' } : { key: `voc.errors.${g.key}`, values: g.values } });
    focusNext.current = 'lookup-code';
  }

  function startOver() {
    setView(null);
    setSent(null);
    setStatus('');
    setCode('');
    setCooldownUntil(0);
    focusNext.current = 'lookup-receipt';
  }

  /** A change to the receipt or the number asks for a new code. */
  function edit(field: 'receipt' | 'phone', value: string) {
    if (field === 'receipt') setReceipt(value);
    else setPhone(value);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (sent) {
      setSent(null);
      setStatus('');
      setCode('');
    }
  }

  if (view) {
    const statusText = t(`lookup.status.${view.status}`);
    return (
      <section className={s.lookupResult} aria-labelledby="lookup-result-title">
        <h3 id="lookup-result-title" ref={resultRef} tabIndex={-1} className={s.formTitle}>
          {t('lookup.resultTitle')}
        </h3>
        <dl className={s.details}>
          <div className={s.detailRow}>
            <dt>{t('lookup.receiptNo')}</dt>
            <dd>{view.receipt_no}</dd>
          </div>
          <div className={s.detailRow}>
            <dt>{t('lookup.statusLabel')}</dt>
            <dd>
              <span className={s.statusBadge} data-status={view.status} data-testid="lookup-status">
                {statusText}
              </span>
            </dd>
          </div>
          <div className={s.detailRow}>
            <dt>{t('lookup.receivedAt')}</dt>
            <dd>{formatDate(view.created_at)}</dd>
          </div>
          <div className={s.detailRow}>
            <dt>{t('voc.hotel')}</dt>
            <dd>{view.hotel_name}</dd>
          </div>
          <div className={s.detailRow}>
            <dt>{t('voc.category')}</dt>
            <dd>{view.category_name}</dd>
          </div>
          {view.stay ? (
            <div className={s.detailRow}>
              <dt>{t('voc.stay.legend')}</dt>
              <dd>
                {t('lookup.stayValue', {
                  checkIn: formatDate(view.stay.check_in),
                  checkOut: formatDate(view.stay.check_out),
                  rooms: view.stay.room_count,
                  adults: view.stay.adults,
                  children: view.stay.children,
                })}
              </dd>
            </div>
          ) : null}
          <div className={s.detailRow}>
            <dt>{t('voc.title')}</dt>
            <dd>{view.title}</dd>
          </div>
        </dl>
        <div className={s.question}>
          <h4 className={s.privacyTitle}>{t('voc.content')}</h4>
          <p className={s.prose}>{view.content}</p>
        </div>
        <div className={s.answer} data-testid="lookup-answer">
          <h4 className={s.privacyTitle}>{t('lookup.answer')}</h4>
          {view.answer ? (
            <>
              <p className={s.prose}>{view.answer}</p>
              {view.answered_at ? <p className={s.hint}>{t('lookup.answeredAt', { date: formatDate(view.answered_at) })}</p> : null}
            </>
          ) : (
            <p className={s.hint}>{t('lookup.noAnswer')}</p>
          )}
        </div>
        <div className={s.actions}>
          <RippleButton variant="secondary" onClick={startOver}>
            {t('lookup.again')}
          </RippleButton>
        </div>
      </section>
    );
  }

  const { describedBy, errorText } = fieldErrors<Field>('lookup', errors, msg);

  return (
    <form ref={formRef} className={s.form} noValidate onSubmit={(e) => void check(e)} aria-labelledby="lookup-form-title" aria-busy={busy !== null}>
      {/* A submit before the page has hydrated is a plain GET of this address: it stays on this tab. */}
      <input type="hidden" name="state" value="4" />
      <h3 id="lookup-form-title" className={s.formTitle}>
        {t('lookup.title')}
      </h3>
      <p className={s.formIntro}>{t('lookup.intro')}</p>
      <div className={s.grid2}>
        <div className={s.field}>
          <label htmlFor="lookup-receipt" className={s.label}>
            {t('lookup.receiptNo')}
          </label>
          <input
            id="lookup-receipt"
            className={s.control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={receipt}
            onChange={(e) => edit('receipt', e.target.value)}
            aria-invalid={errors.receipt ? true : undefined}
            aria-describedby={describedBy('receipt', 'lookup-receipt-hint')}
            required
          />
          <p id="lookup-receipt-hint" className={s.hint}>
            {t('lookup.receiptHint')}
          </p>
          {errorText('receipt')}
        </div>
        <div className={s.field}>
          <label htmlFor="lookup-phone" className={s.label}>
            {t('lookup.phone')}
          </label>
          <input
            id="lookup-phone"
            className={s.control}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={13}
            value={phone}
            onChange={(e) => edit('phone', e.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', 'lookup-phone-hint')}
            required
          />
          <p id="lookup-phone-hint" className={s.hint}>
            {t('lookup.phoneHint')}
          </p>
          {errorText('phone')}
        </div>
      </div>
      <div className={s.lookupActions}>
        <RippleButton variant="secondary" onClick={() => void sendCode()} disabled={busy !== null || cooldown > 0}>
          {cooldown > 0 ? t('voc.resendIn', { seconds: cooldown }) : sent ? t('voc.resendCode') : t('voc.sendCode')}
        </RippleButton>
      </div>
      <p id="lookup-status" className={s.hint} role="status">
        {status}
      </p>
      {sent ? (
        <>
          <div className={s.field}>
            <label htmlFor="lookup-code" className={s.label}>
              {t('voc.code')}
            </label>
            <input
              id="lookup-code"
              className={s.control}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, ''));
                if (errors.code) setErrors((x) => ({ ...x, code: undefined }));
              }}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy('code', 'lookup-status')}
            />
            {errorText('code')}
          </div>
          <div className={s.actions}>
            <RippleButton type="submit" size="lg" disabled={busy !== null}>
              {t('lookup.submit')}
            </RippleButton>
          </div>
        </>
      ) : null}
    </form>
  );
}
