import { LoadingOverlay, RippleButton } from '@raon/design-system';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { hotelName } from '../../lib/hotel.ts';
import { randomUuid } from '../../../shared/lib/randomUuid.ts';
import { useTypedBeforeHydration } from '../../../shared/lib/useTypedBeforeHydration.ts';
import { fieldErrors } from './fieldErrors.tsx';
import * as s from './support.css.ts';

import { earliestCheckOut, STAY_CATEGORY_KEYS, STAY_LIMITS } from '../../../contracts/voc.ts';
import { daysBetween, seoulDay } from '../../../contracts/seoul-clock.ts';
import {
  bffPost, bffUpload, checkFiles, uploadProgressValues, type UploadProgress, emptyValues, generalError, isMobile, MAX_CONTENT, MAX_FILES, phoneDigits, registerErrors, replyMethods, resultString,
  sendsStay, stayOf, validate, vocFields, waitSeconds, type VocErrors, type VocField, type VocValues,
} from './vocClient.ts';
import { supportHref } from './supportQuery.ts';

type Verification = { status: 'idle' } | { status: 'sent'; phone: string } | { status: 'verified'; phone: string; token: string };

// The file field's control is its button (the input itself is hidden from view and focus).
const fieldId = (field: VocField) => (field === 'replyMethod' ? 'voc-replyMethod-email' : field === 'attachments' ? 'voc-attachments-button' : `voc-${field}`);

/** The inquiry (VOC) form of /support?state=3 (SPEC §5): SMS verification, attachments, consent. */
export default function VocForm({ categories, hotelSeq }: { categories: { category_seq: number; category_key: string; name: string }[]; hotelSeq: number }) {
  const { t } = useTranslation('site');
  const { brand, locale, scope, urlPathname } = usePageContext();
  const hotels = brand?.property_hotel_list ?? [];
  const preselected = hotels.some((h) => h.hotel_seq === hotelSeq) ? String(hotelSeq) : '';

  const [values, setValues] = useState<VocValues>(() => emptyValues(preselected));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<VocErrors>({});
  const [summary, setSummary] = useState<VocField[]>([]);
  const [general, setGeneral] = useState<string | null>(null);
  const [verification, setVerification] = useState<Verification>({ status: 'idle' });
  const [phoneStatus, setPhoneStatus] = useState('');
  const [cooldownUntil, setCooldownUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [busy, setBusy] = useState<'send' | 'check' | 'submit' | null>(null);
  // How much of the inquiry (its files above all) has gone while it is sent (issue 29).
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const uploadText = (progress: UploadProgress) => {
    const values = uploadProgressValues(progress);
    return values.percent < 100 ? t('voc.uploadProgress', values) : t('voc.uploadSaving');
  };
  const [receipt, setReceipt] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileButton = useRef<HTMLButtonElement>(null);
  // What the visitor typed into the server's form before it hydrated reaches the state (a lazy chunk).
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  // One key per inquiry, sent again with every retry: if an answer is lost on the way, the retry
  // gets the receipt of the inquiry already registered (issue 11, point 5). A new one after success.
  const clientKey = useRef<string | null>(null);

  // The summary counts what is still wrong (issue 29): a field put right leaves it at once.
  const stillWrong = summary.filter((f) => errors[f]);
  const cooldown = Math.max(0, Math.ceil((cooldownUntil - now) / 1000));
  useEffect(() => {
    if (cooldownUntil <= Date.now()) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= cooldownUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [cooldownUntil]);
  useEffect(() => {
    if (receipt) successRef.current?.focus();
  }, [receipt]);
  // After a code is sent, the code field takes the focus once it is on the page (an effect runs
  // after the commit that renders it; an animation frame could come before it).
  const focusCodeNext = useRef(false);
  useEffect(() => {
    if (verification.status !== 'sent' || !focusCodeNext.current) return;
    focusCodeNext.current = false;
    document.getElementById('voc-code')?.focus();
  }, [verification]);

  const msg = (e: VocErrors[VocField]) => (e ? t(`voc.errors.${e.key}`, e.values ?? {}) : '');
  const base = { company_seq: scope.company_seq, hotel_seq: scope.hotel_seq, lang_type: scope.lang_type };
  const verified = verification.status === 'verified';

  const set = <K extends keyof VocValues>(key: K, value: VocValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field loses its message at once; the rest wait for the next submit.
    const field = key as VocField;
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusField = (field: VocField) => document.getElementById(fieldId(field))?.focus();

  const showErrors = (next: VocErrors) => {
    setErrors(next);
    const invalid = vocFields.filter((f) => next[f]);
    setSummary(invalid);
    if (invalid[0]) requestAnimationFrame(() => focusField(invalid[0]!));
  };

  async function sendCode() {
    setGeneral(null);
    if (!isMobile(values.phone)) {
      setErrors((e) => ({ ...e, phone: { key: values.phone.trim() ? 'phoneFormat' : 'phone' } }));
      focusField('phone');
      return;
    }
    setBusy('send');
    const phone = phoneDigits(values.phone);
    const answer = await bffPost('mobile/auth_code/send', { ...base, phone });
    setBusy(null);
    if (answer.status === 200) {
      const resend = Number((answer.body.result_data as { resend_after_seconds?: unknown } | undefined)?.resend_after_seconds) || 60;
      setVerification({ status: 'sent', phone });
      setCooldownUntil(Date.now() + resend * 1000);
      setErrors((e) => ({ ...e, phone: undefined, code: undefined }));
      setPhoneStatus(t('voc.codeSent'));
      focusCodeNext.current = true;
      return;
    }
    if (answer.status === 429) {
      const seconds = waitSeconds(answer);
      if (seconds !== null) setCooldownUntil(Date.now() + seconds * 1000);
    }
    const phoneError = answer.status === 400 && answer.body.errors?.some((e) => e.path === 'phone');
    setErrors((e) => ({ ...e, phone: phoneError ? { key: 'phoneFormat' } : generalError(answer) }));
    focusField('phone');
  }

  async function checkCode() {
    if (verification.status !== 'sent') {
      setErrors((e) => ({ ...e, code: { key: 'codeFirst' } }));
      return;
    }
    if (!/^\d{6}$/.test(values.code.trim())) {
      setErrors((e) => ({ ...e, code: { key: 'code' } }));
      focusField('code');
      return;
    }
    setBusy('check');
    const answer = await bffPost('mobile/auth_code/validate', { ...base, phone: verification.phone, code: values.code.trim() });
    setBusy(null);
    const token = resultString(answer.body.result_data, 'verification_token');
    if (answer.status === 200 && token) {
      setVerification({ status: 'verified', phone: verification.phone, token });
      setErrors((e) => ({ ...e, phone: undefined, code: undefined }));
      setPhoneStatus(t('voc.verified'));
      setValues((v) => ({ ...v, code: '' }));
      return;
    }
    const detail = answer.body.errors?.[0];
    const key =
      answer.status === 400 && detail?.path === 'code' ? (detail.message === 'expired' ? 'codeExpired' : 'codeMismatch') : answer.status === 400 && detail?.path === 'phone' ? 'codeFirst' : null;
    setErrors((e) => ({ ...e, code: key ? { key } : generalError(answer) }));
    focusField('code');
  }

  function changePhone() {
    setVerification({ status: 'idle' });
    setPhoneStatus('');
    requestAnimationFrame(() => focusField('phone'));
  }

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const checked = await checkFiles(files, chosen);
    if ('error' in checked) {
      setErrors((e) => ({ ...e, attachments: checked.error }));
      fileButton.current?.focus();
      return;
    }
    setFiles(checked.files);
    setErrors((e) => ({ ...e, attachments: undefined }));
  }

  /** A category about stays (reservations, rooms) marks the inquiry as about a stay; the visitor may change it. */
  function chooseCategory(value: string) {
    set('category', value);
    const key = categories.find((c) => String(c.category_seq) === value)?.category_key;
    if (key !== undefined && STAY_CATEGORY_KEYS.includes(key)) setValues((v) => ({ ...v, category: value, aboutStay: true }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral(null);
    const found = validate(values, files, verified);
    if (Object.keys(found).length > 0) {
      // A file refused when it was chosen is not attached; its message stays beside the others.
      showErrors(errors.attachments && !found.attachments ? { ...found, attachments: errors.attachments } : found);
      return;
    }
    if (verification.status !== 'verified') return;
    setSummary([]);
    setBusy('submit');
    setUpload(null);
    // The files go as they are, typed by their content (checkFiles), after the fields.
    const answer = await bffUpload(
      {
        ...base,
        voc_hotel_seq: Number(values.hotel),
        category_seq: Number(values.category),
        name: values.name.trim(),
        phone: verification.phone,
        email: values.email.trim(),
        reply_method: values.replyMethod,
        title: values.title.trim(),
        content: values.content.trim(),
        agree_privacy: true,
        agree_marketing: false,
        verification_token: verification.token,
        client_key: (clientKey.current ??= randomUuid()),
        ...(sendsStay(values) ? { stay: stayOf(values) } : {}),
      },
      files,
      // Only an upload with files is long enough to need words: a form alone goes at once.
      files.length > 0 ? setUpload : undefined,
    );
    setBusy(null);
    setUpload(null);
    const receiptNo = resultString(answer.body.result_data, 'receipt_no');
    if (answer.status === 200 && receiptNo) {
      clientKey.current = null;
      setReceipt(receiptNo);
      setValues(emptyValues(preselected));
      setFiles([]);
      setErrors({});
      setVerification({ status: 'idle' });
      setPhoneStatus('');
      return;
    }
    const mapped = registerErrors(answer);
    if (mapped.reverify) {
      setVerification({ status: 'idle' });
      setPhoneStatus('');
    }
    if (Object.keys(mapped.errors).length > 0) {
      showErrors(mapped.errors);
      return;
    }
    const g = generalError(answer);
    setGeneral(t(`voc.errors.${g.key}`, g.values ?? {}));
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  if (receipt) {
    return (
      <div className={s.success}>
        <h3 ref={successRef} tabIndex={-1} className={s.successTitle}>
          {t('voc.successTitle')}
        </h3>
        <p>{t('voc.successText', { receipt })}</p>
        <p className={s.receipt} data-testid="receipt-no">
          {receipt}
        </p>
        <p>{t('voc.successLookup')}</p>
        <div className={s.successActions}>
          <a className={s.linkButton} href={`${supportHref(urlPathname, 4)}&receipt=${encodeURIComponent(receipt)}`}>
            {t('voc.lookupLink')}
          </a>
          <RippleButton variant="secondary" onClick={() => setReceipt(null)}>
            {t('voc.successAgain')}
          </RippleButton>
        </div>
      </div>
    );
  }

  const { describedBy, errorText } = fieldErrors<VocField>('voc', errors, (field) => msg(errors[field]));
  const label = (field: VocField, text: string, required = true) => (
    <label htmlFor={fieldId(field)} className={s.label}>
      {text}
      {required ? (
        <span className={s.requiredMark} aria-hidden="true">
          {' '}*
        </span>
      ) : null}
    </label>
  );
  const today = seoulDay();
  const nights = values.checkIn && values.checkOut ? daysBetween(values.checkIn, values.checkOut) : 0;
  const totalMb = (files.reduce((sum, f) => sum + f.size, 0) / 1024 / 1024).toFixed(1);

  return (
    <form ref={formRef} className={s.form} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="voc-form-title" aria-busy={busy === 'submit'}>
      {busy === 'submit' ? <LoadingOverlay label={t('voc.submitting')} progress={upload ? uploadText(upload) : undefined} /> : null}
      {/* A submit before the page has hydrated is a plain GET of this address: this keeps the
          visitor on the inquiry tab (no typed field has a name, so nothing typed goes in the URL). */}
      <input type="hidden" name="state" value="3" />
      <h3 id="voc-form-title" className={s.formTitle}>
        {t('voc.formTitle')}
      </h3>
      <p className={s.formIntro}>{t('voc.intro')}</p>
      <p className={s.requiredNote}>{t('voc.requiredNote')}</p>

      <div ref={summaryRef} tabIndex={-1} role="alert" className={stillWrong.length > 0 || general ? s.summary : s.summaryEmpty}>
        {stillWrong.length > 0 ? (
          <>
            <p className={s.summaryTitle} data-testid="voc-summary-title">{t('voc.summaryTitle', { count: stillWrong.length })}</p>
            <ul className={s.summaryList}>
              {stillWrong.map((f) =>
                errors[f] ? (
                  <li key={f}>
                    <a
                      href={`#${fieldId(f)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        focusField(f);
                      }}
                    >
                      {msg(errors[f])}
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          </>
        ) : null}
        {general ? <p className={s.summaryTitle}>{general}</p> : null}
      </div>

      <div className={s.grid2}>
        <Field>
          {label('hotel', t('voc.hotel'))}
          <select id="voc-hotel" className={s.control} value={values.hotel} onChange={(e) => set('hotel', e.target.value)} aria-invalid={errors.hotel ? true : undefined} aria-describedby={describedBy('hotel')} required>
            <option value="">{t('voc.hotelPlaceholder')}</option>
            {hotels.map((h) => (
              <option key={h.hotel_seq} value={h.hotel_seq}>
                {hotelName(h, locale)}
              </option>
            ))}
          </select>
          {errorText('hotel')}
        </Field>
        <Field>
          {label('category', t('voc.category'))}
          <select id="voc-category" className={s.control} value={values.category} onChange={(e) => chooseCategory(e.target.value)} aria-invalid={errors.category ? true : undefined} aria-describedby={describedBy('category')} required>
            <option value="">{t('voc.categoryPlaceholder')}</option>
            {categories.map((c) => (
              <option key={c.category_seq} value={c.category_seq}>
                {c.name}
              </option>
            ))}
          </select>
          {errorText('category')}
        </Field>
        <Field>
          {label('name', t('voc.name'))}
          <input id="voc-name" className={s.control} type="text" autoComplete="name" maxLength={50} value={values.name} onChange={(e) => set('name', e.target.value)} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy('name')} required />
          {errorText('name')}
        </Field>
        <Field>
          {label('email', t('voc.email'))}
          <input id="voc-email" className={s.control} type="email" autoComplete="email" inputMode="email" maxLength={254} value={values.email} onChange={(e) => set('email', e.target.value)} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('email')} required />
          {errorText('email')}
        </Field>
      </div>

      <div className={s.stay}>
        <label className={s.checkbox}>
          <input id="voc-aboutStay" type="checkbox" checked={values.aboutStay} onChange={(e) => set('aboutStay', e.target.checked)} aria-describedby="voc-aboutStay-hint" />
          <span>{t('voc.stay.about')}</span>
        </label>
        <p id="voc-aboutStay-hint" className={s.hint}>
          {t('voc.stay.aboutHint')}
        </p>
        {values.aboutStay ? (
          <fieldset id="voc-stay" className={s.stayFields}>
            <legend className={s.label}>{t('voc.stay.legend')}</legend>
            <div className={s.grid2}>
              <Field>
                {label('checkIn', t('voc.stay.checkIn'), false)}
                <input id="voc-checkIn" className={s.control} type="date" min={today} value={values.checkIn} onChange={(e) => set('checkIn', e.target.value)} aria-invalid={errors.checkIn ? true : undefined} aria-describedby={describedBy('checkIn')} />
                {errorText('checkIn')}
              </Field>
              <Field>
                {label('checkOut', t('voc.stay.checkOut'), false)}
                <input
                  id="voc-checkOut"
                  className={s.control}
                  type="date"
                  min={earliestCheckOut(values.checkIn && values.checkIn >= today ? values.checkIn : today)}
                  value={values.checkOut}
                  onChange={(e) => set('checkOut', e.target.value)}
                  aria-invalid={errors.checkOut ? true : undefined}
                  aria-describedby={describedBy('checkOut', 'voc-nights')}
                />
                <p id="voc-nights" className={s.hint} aria-live="polite">
                  {nights > 0 ? t('voc.stay.nights', { count: nights }) : ''}
                </p>
                {errorText('checkOut')}
              </Field>
            </div>
            <div className={s.grid3}>
              <Field>
                {label('rooms', t('voc.stay.rooms'), false)}
                <input id="voc-rooms" className={s.control} type="number" inputMode="numeric" min={STAY_LIMITS.minRooms} max={STAY_LIMITS.maxRooms} step={1} value={values.rooms} onChange={(e) => set('rooms', e.target.value)} aria-invalid={errors.rooms ? true : undefined} aria-describedby={describedBy('rooms', 'voc-rooms-hint')} />
                <p id="voc-rooms-hint" className={s.hint}>
                  {t('voc.stay.roomsHint', { max: STAY_LIMITS.maxRooms })}
                </p>
                {errorText('rooms')}
              </Field>
              <Field>
                {label('adults', t('voc.stay.adults'), false)}
                <input id="voc-adults" className={s.control} type="number" inputMode="numeric" min={STAY_LIMITS.minAdults} max={STAY_LIMITS.maxAdults} step={1} value={values.adults} onChange={(e) => set('adults', e.target.value)} aria-invalid={errors.adults ? true : undefined} aria-describedby={describedBy('adults')} />
                {errorText('adults')}
              </Field>
              <Field>
                {label('children', t('voc.stay.children'), false)}
                <input id="voc-children" className={s.control} type="number" inputMode="numeric" min={0} max={STAY_LIMITS.maxChildren} step={1} value={values.children} onChange={(e) => set('children', e.target.value)} aria-invalid={errors.children ? true : undefined} aria-describedby={describedBy('children', 'voc-children-hint')} />
                <p id="voc-children-hint" className={s.hint}>
                  {t('voc.stay.childrenHint')}
                </p>
                {errorText('children')}
              </Field>
            </div>
          </fieldset>
        ) : null}
      </div>

      <Field>
        {label('phone', t('voc.phone'))}
        <p id="voc-phone-hint" className={s.hint}>
          {t('voc.phoneHint')}
        </p>
        <div className={s.inline}>
          <input
            id="voc-phone"
            className={s.control}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={13}
            value={values.phone}
            readOnly={verification.status === 'verified'}
            onChange={(e) => {
              set('phone', e.target.value);
              if (verification.status === 'sent') {
                setVerification({ status: 'idle' });
                setPhoneStatus('');
              }
            }}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone', 'voc-phone-hint', 'voc-phone-status')}
            required
          />
          {verified ? (
            <RippleButton variant="secondary" onClick={changePhone}>
              {t('voc.changePhone')}
            </RippleButton>
          ) : (
            <RippleButton variant="secondary" onClick={() => void sendCode()} disabled={busy !== null || cooldown > 0} aria-describedby="voc-phone-status">
              {cooldown > 0 ? t('voc.resendIn', { seconds: cooldown }) : verification.status === 'sent' ? t('voc.resendCode') : t('voc.sendCode')}
            </RippleButton>
          )}
        </div>
        {errorText('phone')}
        <p id="voc-phone-status" className={verified ? s.verified : s.hint} role="status">
          {phoneStatus}
        </p>
      </Field>
      {verification.status === 'sent' ? (
        <Field>
          {label('code', t('voc.code'))}
          <div className={s.inline}>
            <input
              id="voc-code"
              className={s.control}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={values.code}
              onChange={(e) => set('code', e.target.value.replace(/\D/g, ''))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void checkCode();
                }
              }}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy('code')}
            />
            <RippleButton variant="secondary" onClick={() => void checkCode()} disabled={busy !== null}>
              {t('voc.confirmCode')}
            </RippleButton>
          </div>
          {errorText('code')}
        </Field>
      ) : null}

      <fieldset className={s.fieldset} aria-describedby={describedBy('replyMethod')}>
        <legend className={s.label}>
          {t('voc.replyMethod')}
          <span className={s.requiredMark} aria-hidden="true">
            {' '}*
          </span>
        </legend>
        <div className={s.radios}>
          {replyMethods.map((m) => (
            <label key={m} className={s.radio}>
              <input
                id={`voc-replyMethod-${m}`}
                type="radio"
                name="reply_method"
                value={m}
                checked={values.replyMethod === m}
                onChange={() => set('replyMethod', m)}
                aria-invalid={errors.replyMethod ? true : undefined}
                required
              />
              {t(`voc.reply.${m}`)}
            </label>
          ))}
        </div>
        {errorText('replyMethod')}
      </fieldset>

      <Field>
        {label('title', t('voc.title'))}
        <input id="voc-title" className={s.control} type="text" maxLength={200} value={values.title} onChange={(e) => set('title', e.target.value)} aria-invalid={errors.title ? true : undefined} aria-describedby={describedBy('title')} required />
        {errorText('title')}
      </Field>
      <Field>
        {label('content', t('voc.content'))}
        <textarea id="voc-content" className={s.textarea} rows={8} maxLength={MAX_CONTENT} value={values.content} onChange={(e) => set('content', e.target.value)} aria-invalid={errors.content ? true : undefined} aria-describedby={describedBy('content', 'voc-content-count')} required />
        <p id="voc-content-count" className={s.counter}>
          {t('voc.contentCount', { count: values.content.length, max: MAX_CONTENT.toLocaleString('en-US') })}
        </p>
        {errorText('content')}
      </Field>

      <Field>
        {/* Not a <label>: it would replace the button's own words as its name (WCAG 2.5.3). */}
        <span id="voc-attachments-label" className={s.label}>
          {t('voc.attachments')}
        </span>
        <p id="voc-attachments-hint" className={s.hint}>
          {t('voc.attachmentsHint')}
        </p>
        {/* A native file input speaks the browser's language ("파일 선택" on an English page): the
            visitor sees and uses a button in the page's language, the input stays out of view and focus. */}
        <input
          ref={fileInput}
          id="voc-attachments"
          className={s.srOnlyText}
          type="file"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          accept=".jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf"
          onChange={(e) => void addFiles(e)}
          disabled={files.length >= MAX_FILES}
        />
        <div className={s.fileRow}>
          <button
            ref={fileButton}
            id="voc-attachments-button"
            type="button"
            className={s.fileButton}
            onClick={() => fileInput.current?.click()}
            aria-labelledby="voc-attachments-label voc-attachments-button"
            disabled={files.length >= MAX_FILES}
            aria-invalid={errors.attachments ? true : undefined}
            aria-describedby={describedBy('attachments', 'voc-attachments-hint', 'voc-attachments-status')}
          >
            {t('voc.chooseFiles')}
          </button>
          <span id="voc-attachments-status" className={s.hint}>
            {files.length === 0 ? t('voc.noFiles') : t('voc.filesChosen', { count: files.length, max: MAX_FILES })}
          </span>
        </div>
        {files.length > 0 ? (
          <ul className={s.fileList}>
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`} className={s.fileItem}>
                <span>{f.name}</span>
                <span className={s.hint}>{t('voc.fileSize', { size: (f.size / 1024 / 1024).toFixed(1) })}</span>
                <button
                  type="button"
                  className={s.removeFile}
                  onClick={() => {
                    setFiles(files.filter((_, j) => j !== i));
                    setErrors((e) => ({ ...e, attachments: undefined }));
                    fileButton.current?.focus();
                  }}
                >
                  {t('voc.removeFile', { name: f.name })}
                </button>
              </li>
            ))}
            <li className={s.hint}>{t('voc.fileSize', { size: totalMb })} / 10MB</li>
          </ul>
        ) : null}
        {errorText('attachments')}
      </Field>

      <div className={s.privacy}>
        <h4 className={s.privacyTitle}>{t('voc.privacyTitle')}</h4>
        <ul id="voc-privacy" className={s.privacyList}>
          <li>{t('voc.privacyPurpose')}</li>
          <li>{t('voc.privacyItems')}</li>
          <li>{t('voc.privacyRetention')}</li>
          <li>{t('voc.privacyRefuse')}</li>
        </ul>
        <label className={s.checkbox}>
          <input id="voc-agree" type="checkbox" checked={values.agree} onChange={(e) => set('agree', e.target.checked)} aria-invalid={errors.agree ? true : undefined} aria-describedby={describedBy('agree', 'voc-privacy')} required />
          <span>
            {t('voc.agree')}
            <span className={s.requiredMark} aria-hidden="true">
              {' '}*
            </span>
          </span>
        </label>
        {errorText('agree')}
      </div>

      <div className={s.actions}>
        <RippleButton type="submit" size="lg" disabled={busy === 'submit'}>
          {t('voc.submit')}
        </RippleButton>
      </div>
    </form>
  );
}

function Field({ children }: { children: ReactNode }) {
  return <div className={s.field}>{children}</div>;
}
