import { formatDate } from '@raon/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio/react';
import { ATTACHMENT_LIMITS, type AttachmentType } from '../../contracts/limits.ts';
import type { MemberResult } from '../../contracts/member.ts';
import { hotelSeqByProperty, MEMBER_DOCUMENTS } from '../../contracts/portal.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { randomUuid } from '../../shared/lib/randomUuid.ts';
import { useTypedBeforeHydration } from '../../shared/lib/useTypedBeforeHydration.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '../calls/Card.tsx';
import { askAgain, memberQuery, useSendMember } from '../calls/queries.ts';
import { Pager } from '../components/ScreenTabs.tsx';
import { SlotLoading } from '../components/SlotStates.tsx';
import * as p from '../portal.css.ts';
import type { ReportContext } from '../reports/ReportFrame.tsx';
import * as r from '../reports/reports.css.ts';
import { useMemberStore } from '../stores/context.tsx';
import { toast } from '../toast.ts';
import * as s from './board.css.ts';
import * as f from './forms.css.ts';
import { Field, FormSummary, UnitChoice, type FieldErrors } from './FormParts.tsx';

// Owner inquiries (issue 13, point 2): the list is the board's `voc` tab, the detail and the
// write form are their own addresses (SPEC §2). Links are plain anchors (the shell routes them).

type VocStatus = MemberResult<'voc/list'>['data'][number]['status'];
const tones: Record<VocStatus, keyof typeof f.badgeTone> = { RECEIVED: 'waiting', IN_PROGRESS: 'working', ANSWERED: 'done' };
const PAGE_SIZE = 10;
/** The API's limits of an inquiry (contracts/member.ts vocCreateBody). */
export const VOC_LIMITS = { title: 200, content: 5000 } as const;
/** What the owner types is kept in the tab until it is sent (a failed submit, an expired session and a reload lose nothing). */
const DRAFT_KEY = 'raon:member:voc-draft';
/**
 * The key of the inquiry being written (issue 25, point 3), kept with its draft: every send of this
 * inquiry carries it, a reload included, so that a send whose answer was lost and is sent again
 * answers the inquiry already saved instead of saving it twice. A new one after it is sent.
 */
const CLIENT_KEY = 'raon:member:voc-client-key';

export function VocStatusBadge({ status }: { status: VocStatus }) {
  const { t } = useTranslation('member');
  return (
    <span className={`${f.badge} ${f.badgeTone[tones[status]]}`} data-status={status}>
      {t(`voc.status.${status}`)}
    </span>
  );
}

/** The board's `voc` tab: the owner's inquiries, newest first, with their state. */
export function VocList({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <section className={`${p.panel} ${r.section}`} aria-labelledby="board-voc" data-testid="board-voc">
      <div className={r.sectionHead}>
        <h2 id="board-voc" className={r.sectionTitle}>
          {t('ui:memberMenu.voc')}
        </h2>
        <a className={p.button} href="/member/board/voc/write" data-testid="voc-write-link">
          {t('voc.write')}
        </a>
      </div>
      <p className={r.intro}>{t('voc.intro')}</p>
      <Card query={memberQuery('voc/list', { ...ctx.base, page, page_size: PAGE_SIZE })} fallback={<SlotLoading size="lg" />}>
        {(result) => {
          const pages = Math.max(1, Math.ceil(result.total_count / PAGE_SIZE));
          return (
            <>
              <p className={r.intro} role="status" data-field="count">
                {t('voc.count', { count: result.total_count })}
              </p>
              {result.data.length === 0 ? (
                <p className={r.intro}>{t('voc.none')}</p>
              ) : (
                <ul className={s.list} data-testid="voc-list">
                  {result.data.map((v) => (
                    <li key={v.voc_seq} className={s.row} data-voc={v.voc_seq}>
                      <span>
                        <VocStatusBadge status={v.status} />{' '}
                        <a className={s.rowLink} href={`/member/board/voc/${v.voc_seq}`}>
                          {v.title}
                        </a>
                      </span>
                      <span className={s.meta}>
                        <span>{v.category_name}</span>
                        {v.member_no ? <span>{v.member_no}</span> : null}
                        <span>
                          <span className={p.visuallyHidden}>{t('voc.createdAt')} </span>
                          {formatDate(v.created_at)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Pager label={t('voc.pages')} pages={pages} current={page} href={(n) => `/member/board?tab=voc${n > 1 ? `&page=${n}` : ''}`} />
            </>
          );
        }}
      </Card>
    </section>
  );
}

/** /member/board/voc/{voc_seq}: the inquiry, the operator's answer, and withdrawal while unanswered. */
export function VocDetail() {
  const { t } = useTranslation('member');
  const { vocSeq } = useParams();
  const member = useSnapshot(useMemberStore());
  const navigate = useNavigate();
  const client = useQueryClient();
  const sendMember = useSendMember();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const body = { ...member.baseParams, voc_seq: Number(vocSeq) };
  // The address's hotel segment names the owner's property (the file itself is found by its path and name).
  const hotel = member.property ? hotelSeqByProperty[member.property] : 100;

  const withdraw = async () => {
    if (!window.confirm(t('voc.deleteConfirm'))) return;
    setBusy(true);
    setProblem(null);
    // Gone when it went through: this screen is left without asking for it again (writeChanges).
    const result = await sendMember('voc/delete', body);
    setBusy(false);
    if (result.ok) {
      toast(t('voc.deleted'), 'success');
      void navigate('/member/board?tab=voc');
      return;
    }
    // 409: the back office answered it in the meantime; the answer is shown (the detail asks again).
    if (result.status === 409) {
      setProblem(t('voc.deleteAnswered'));
      void askAgain(client, ['voc/detail', 'voc/list']);
    } else {
      setProblem(t('voc.deleteFailed', { message: result.message }));
    }
  };
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <article className={`${p.panel} ${s.article}`} data-testid="voc-detail">
      <p ref={problemRef} tabIndex={-1} role="alert" className={f.summary} data-testid="voc-problem">
        {problem ?? ''}
      </p>
      <Card query={memberQuery('voc/detail', body)} fallback={<SlotLoading size="xl" />}>
        {(result) => {
          const v = result.data;
          return (
            <>
              <h1 className={s.articleTitle}>
                <VocStatusBadge status={v.status} /> {v.title}
              </h1>
              <dl className={f.facts}>
                <dt className={f.factTerm}>{t('voc.category')}</dt>
                <dd className={f.factValue}>{v.category_name}</dd>
                <dt className={f.factTerm}>{t('voc.unit')}</dt>
                <dd className={f.factValue}>{v.member_no ?? t('voc.unitNone')}</dd>
                <dt className={f.factTerm}>{t('voc.createdAt')}</dt>
                <dd className={f.factValue}>{formatDate(v.created_at)}</dd>
                <dt className={f.factTerm}>{t('voc.statusLabel')}</dt>
                <dd className={f.factValue}>{t(`voc.statusText.${v.status}`)}</dd>
              </dl>
              <h2 className={r.sectionTitle}>{t('voc.content')}</h2>
              <p className={f.body} data-field="content">
                {v.content}
              </p>
              {v.attachments.length > 0 ? (
                <>
                  <h2 className={r.sectionTitle}>{t('voc.attachments')}</h2>
                  <ul className={f.fileList} data-testid="voc-attachments">
                    {v.attachments.map((a) => (
                      <li key={a.file_name}>
                        <a href={`${MEMBER_DOCUMENTS}/100/${hotel}/${a.file_path}${a.file_name}`} download={a.original_name}>
                          {a.original_name}
                        </a>{' '}
                        <span className={f.hint}>({fileSize(a.byte_size)})</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <h2 className={r.sectionTitle}>{t('voc.answer')}</h2>
              {v.answer ? (
                <>
                  <p className={f.answer} data-field="answer">
                    {v.answer}
                  </p>
                  <p className={s.meta}>
                    {t('voc.answeredAt')} {formatDate(v.answered_at)}
                  </p>
                </>
              ) : (
                <p className={f.notice} data-field="answer">
                  {t(v.status === 'IN_PROGRESS' ? 'voc.inProgress' : 'voc.noAnswer')}
                </p>
              )}
              <div className={f.actions}>
                <a className={p.buttonQuiet} href="/member/board?tab=voc">
                  {t('board.backToList')}
                </a>
                {v.status !== 'ANSWERED' ? (
                  <button type="button" className={f.dangerButton} onClick={() => void withdraw()} disabled={busy} data-testid="voc-delete">
                    {t('voc.delete')}
                  </button>
                ) : (
                  <span className={f.hint}>{t('voc.answeredKept')}</span>
                )}
              </div>
            </>
          );
        }}
      </Card>
    </article>
  );
}

/** A file size as people read it (KB under 1 MB, MB with one decimal above). */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The files an inquiry may carry (the API checks again): types, count and the total size. */
export function fileProblems(files: readonly { name: string; type: string; size: number }[], t: (key: string, opts?: Record<string, unknown>) => string): string | undefined {
  const wrong = files.find((file) => !(ATTACHMENT_LIMITS.types as readonly string[]).includes(file.type));
  if (wrong) return t('voc.errors.fileType', { name: wrong.name });
  if (files.length > ATTACHMENT_LIMITS.maxFiles) return t('voc.errors.fileCount', { max: ATTACHMENT_LIMITS.maxFiles });
  if (files.reduce((sum, file) => sum + file.size, 0) > ATTACHMENT_LIMITS.maxTotalBytes) return t('voc.errors.fileTotal');
  return undefined;
}

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

interface VocDraft {
  category_seq: string;
  member_no: string;
  title: string;
  content: string;
}
const emptyDraft: VocDraft = { category_seq: '', member_no: '', title: '', content: '' };

function readDraft(): VocDraft | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<VocDraft> | null;
    if (!saved || typeof saved !== 'object') return null;
    return { ...emptyDraft, ...Object.fromEntries(Object.entries(saved).filter(([k, v]) => k in emptyDraft && typeof v === 'string')) };
  } catch {
    return null;
  }
}

/** The draft's inquiry key (CLIENT_KEY), made on its first send; `kept` is used when the tab cannot store it. */
function inquiryKey(kept: { current: string | null }): string {
  try {
    const stored = sessionStorage.getItem(CLIENT_KEY);
    if (stored) return stored;
    const made = (kept.current ??= randomUuid());
    sessionStorage.setItem(CLIENT_KEY, made);
    return made;
  } catch {
    return (kept.current ??= randomUuid());
  }
}

/** Forgets the draft and its inquiry key: it was sent, or given up. */
function forgetDraft(kept: { current: string | null }): void {
  kept.current = null;
  try {
    sessionStorage.removeItem(DRAFT_KEY);
    sessionStorage.removeItem(CLIENT_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Client checks, the API's rules (a message per field; the API checks again). */
export function vocErrors(draft: VocDraft, t: (key: string, opts?: Record<string, unknown>) => string): FieldErrors<keyof VocDraft> {
  const errors: FieldErrors<keyof VocDraft> = {};
  if (!draft.category_seq) errors.category_seq = t('voc.errors.category');
  if (!draft.title.trim()) errors.title = t('voc.errors.title');
  else if (draft.title.trim().length > VOC_LIMITS.title) errors.title = t('voc.errors.tooLong', { max: VOC_LIMITS.title });
  if (!draft.content.trim()) errors.content = t('voc.errors.content');
  else if (draft.content.trim().length > VOC_LIMITS.content) errors.content = t('voc.errors.tooLong', { max: VOC_LIMITS.content });
  return errors;
}

/** /member/board/voc/write */
export default function VocWrite() {
  const { t } = useTranslation('member');
  const member = useSnapshot(useMemberStore());
  const navigate = useNavigate();
  const sendMember = useSendMember();
  const [draft, setDraft] = useState<VocDraft>(emptyDraft);
  // Files stay in the form until it is sent (a tab cannot keep them across a reload).
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors<keyof VocDraft>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const clientKey = useRef<string | null>(null);
  useTypedBeforeHydration(formRef);

  // The draft of this tab comes back after hydration (the server renders an empty form). What was
  // typed before hydration (replayed by useTypedBeforeHydration, before or after this) wins over it.
  useEffect(() => {
    const saved = readDraft();
    // The draft lives in the tab's sessionStorage, which the server's render cannot see.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setDraft((current) => ({ ...saved, ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== '')) }));
  }, []);
  // Kept in the tab as it changes (the form's own state is the draft; the empty start is not kept).
  useEffect(() => {
    if (draft === emptyDraft) return;
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage full or refused: the form still holds the text.
    }
  }, [draft]);
  const change = (key: keyof VocDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = vocErrors(draft, t);
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(found) as (keyof VocDraft)[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#voc-${first}`)?.focus();
      return;
    }
    if (fileError) {
      formRef.current?.querySelector<HTMLElement>('#voc-files')?.focus();
      return;
    }
    setBusy(true);
    const attachments = await Promise.all(files.map(async (file) => ({ file_name: file.name.slice(0, 120), content_type: file.type as AttachmentType, data_base64: await base64Of(file) })));
    const result = await sendMember(
      'voc/create',
      {
        ...member.baseParams,
        category_seq: Number(draft.category_seq),
        title: draft.title.trim(),
        content: draft.content.trim(),
        ...(draft.member_no ? { member_no: draft.member_no } : {}),
        attachments,
        client_key: inquiryKey(clientKey),
      },
    );
    setBusy(false);
    if (result.ok) {
      forgetDraft(clientKey);
      toast(t('voc.sent'), 'success');
      void navigate(`/member/board/voc/${(result.data as MemberResult<'voc/create'>).data.voc_seq}`);
      return;
    }
    // The form keeps everything typed; the reason is said, with the API's own words.
    const apiFields = result.errors?.map((e) => `${e.path}: ${e.message}`).join(', ');
    setFailure(result.status === 429 ? t('voc.tooMany', { message: result.message }) : t('voc.sendFailed', { message: apiFields || result.message }));
  };

  const shownErrors = [...Object.values(errors), fileError].filter((e): e is string => Boolean(e));
  return (
    <article className={`${p.panel} ${s.article}`} data-testid="voc-write">
      <h1 className={s.articleTitle}>{t('voc.writeTitle')}</h1>
      <p className={f.hint}>{t('voc.requiredNote')}</p>
      <form ref={formRef} className={f.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} aria-labelledby="voc-write-title">
        <span id="voc-write-title" className={p.visuallyHidden}>
          {t('voc.writeTitle')}
        </span>
        <FormSummary ref={summaryRef} errors={shownErrors} failure={failure} />
        <Card query={memberQuery('voc/category/list', { ...member.baseParams })} fallback={<SlotLoading size="sm" />}>
          {(result) => (
            <div className={f.row}>
              <Field id="voc-category_seq" label={t('voc.category')} required error={errors.category_seq}>
                {(props) => (
                  <select {...props} className={f.input} value={draft.category_seq} onChange={(e) => change('category_seq', e.target.value)}>
                    <option value="">{t('voc.chooseCategory')}</option>
                    {result.data.map((c) => (
                      <option key={c.category_seq} value={String(c.category_seq)}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <UnitChoice id="voc-member_no" value={draft.member_no} onChange={(v) => change('member_no', v)} />
            </div>
          )}
        </Card>
        <Field id="voc-title" label={t('voc.title')} required error={errors.title} hint={t('voc.chars', { count: draft.title.length, max: VOC_LIMITS.title })}>
          {(props) => <input {...props} className={f.input} type="text" value={draft.title} maxLength={VOC_LIMITS.title} onChange={(e) => change('title', e.target.value)} />}
        </Field>
        <Field id="voc-content" label={t('voc.content')} required error={errors.content} hint={t('voc.chars', { count: draft.content.length, max: VOC_LIMITS.content })}>
          {(props) => <textarea {...props} className={f.textarea} value={draft.content} maxLength={VOC_LIMITS.content} onChange={(e) => change('content', e.target.value)} />}
        </Field>
        <Field id="voc-files" label={t('voc.attachments')} error={fileError} hint={t('voc.attachHint')}>
          {(props) => (
            <input
              {...props}
              className={f.input}
              type="file"
              multiple
              accept=".jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf"
              onChange={(e) => {
                const next = [...files, ...Array.from(e.target.files ?? [])];
                e.target.value = '';
                const problem = fileProblems(next, t);
                setFileError(problem);
                if (!problem) setFiles(next);
              }}
            />
          )}
        </Field>
        {files.length > 0 ? (
          <ul className={f.fileList} data-testid="voc-files">
            {files.map((file, i) => (
              <li key={`${file.name}:${i}`}>
                {file.name} <span className={f.hint}>({fileSize(file.size)})</span>{' '}
                <button
                  type="button"
                  className={f.linkButton}
                  onClick={() => {
                    setFiles(files.filter((_, j) => j !== i));
                    setFileError(undefined);
                  }}
                >
                  {t('voc.removeFile', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={f.actions}>
          <button type="submit" className={p.button} disabled={busy} data-testid="voc-submit">
            {busy ? t('voc.sending') : t('voc.submit')}
          </button>
          <a
            className={p.buttonQuiet}
            href="/member/board?tab=voc"
            onClick={() => {
              // Cancel means the owner gives the inquiry up: the kept draft goes too.
              forgetDraft(clientKey);
            }}
          >
            {t('voc.cancel')}
          </a>
        </div>
      </form>
    </article>
  );
}
