import { LoadingOverlay } from '@raon/design-system';
import { useState, type FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { loginErrors, loginReasons, PORTAL_LOGIN, type LoginError, type LoginReason, type PortalLoginBody } from '../../contracts/portal.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { container } from '../styles/global.css.ts';
import * as s from './OwnerLogin.css.ts';

/** Where to go after signing in: the portal address first asked for (?next=), else /member. Never another site. */
export function nextAddress(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/member(?:[/?#]|$)/.test(next) && !/[\\\s]/.test(next) ? next : '/member';
}

/** The wait SPEC §8's 429 names (Retry-After, seconds), as the message to show. */
export function lockedMessage(t: (key: string, options?: Record<string, unknown>) => string, retryAfter: string | null): string {
  const seconds = Math.max(1, Number(retryAfter) || 900);
  return seconds < 120 ? t('ownerLogin.lockedSeconds', { seconds }) : t('ownerLogin.locked', { minutes: Math.ceil(seconds / 60) });
}

type Outcome = { kind: 'wrong' } | { kind: 'locked'; text: string } | { kind: 'unreachable' } | { kind: 'notOwner' } | null;

/** What the log-in form's plain POST said (server/web/bff/login-form.ts: ?error=, ?retry=), as the outcome to show. */
function outcomeOf(error: string | undefined, retryAfter: string | null, t: (key: string, options?: Record<string, unknown>) => string): Outcome {
  if (!(loginErrors as readonly string[]).includes(error ?? '')) return null;
  const kind = error as LoginError;
  return kind === 'locked' ? { kind, text: lockedMessage(t, retryAfter) } : { kind };
}

/**
 * What a refused log-in (the BFF's answer, not OK) tells the owner: 401 and 400 are the log-in
 * details; 429 the wait; 403 an account that is not an owner's (issue 25, point 7); anything else
 * (502 the API down, 503, 504, an unexpected answer) is the server, never "check your password"
 * (issue 28: an API outage read as a wrong password).
 */
export function refusalOf(status: number, retryAfter: string | null, t: (key: string, options?: Record<string, unknown>) => string): Exclude<Outcome, null> {
  if (status === 429) return { kind: 'locked', text: lockedMessage(t, retryAfter) };
  if (status === 403) return { kind: 'notOwner' };
  if (status === 401 || status === 400) return { kind: 'wrong' };
  return { kind: 'unreachable' };
}

/**
 * The owner login of SPEC §2 (/login-member, also /start): login ID, password, a login button
 * (Enter submits); a loading overlay during the call; no client-side validation (SPEC §5). The
 * BFF signs in through the operator API and keeps the token in a sealed HttpOnly cookie.
 */
export function OwnerLogin() {
  const { t } = useTranslation('site');
  const { urlParsed } = usePageContext();
  const reason = urlParsed.search.reason as LoginReason | undefined;
  const [loading, setLoading] = useState(false);
  // A log-in the browser sent as a plain form (before hydration) comes back with ?error=.
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeOf(urlParsed.search.error, urlParsed.search.retry ?? null, t));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: PortalLoginBody = { loginId: String(form.get('loginId') ?? ''), password: String(form.get('password') ?? '') };
    setLoading(true);
    setOutcome(null);
    try {
      const res = await fetch(PORTAL_LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
      if (res.ok) {
        // SPEC §4: success lands on /member (or the portal address first asked for), replacing this entry.
        location.replace(nextAddress(location.search));
        return;
      }
      setOutcome(refusalOf(res.status, res.headers.get('retry-after'), t));
    } catch (err) {
      // SPEC §8: an exception is logged; the overlay ends (and the owner is told the server was out of reach).
      console.error('owner login failed', err);
      setOutcome({ kind: 'unreachable' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className={`${container} ${s.box}`} aria-labelledby="owner-login-title">
      <h1 id="owner-login-title" className={s.title}>
        {t('ownerLogin.title')}
      </h1>
      <p className={s.text}>{t('ownerLogin.text')}</p>
      {/* Before hydration the browser posts the form itself (server/web/bff/login-form.ts): never a GET, which would put the password in the address. */}
      <form method="post" className={s.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby="owner-login-status">
        <div id="owner-login-status">
          {outcome?.kind === 'wrong' ? (
            <p role="alert" className={s.alert}>
              {t('ownerLogin.wrong')}
            </p>
          ) : outcome?.kind === 'locked' ? (
            <p role="alert" className={s.alert}>
              {outcome.text}
            </p>
          ) : outcome?.kind === 'notOwner' ? (
            // SPEC §4 sends a user who is not an owner to /: said first, so that they know why, with the way there.
            <p role="alert" className={s.alert}>
              {t('ownerLogin.notOwner')}{' '}
              <a className={s.alertLink} href="/">
                {t('ownerLogin.toHome')}
              </a>
            </p>
          ) : outcome?.kind === 'unreachable' ? (
            <p role="alert" className={s.alert}>
              {t('ownerLogin.unreachable')}
            </p>
          ) : reason !== undefined && (loginReasons as readonly string[]).includes(reason) ? (
            <p role="status" className={s.notice}>
              {t(`ownerLogin.${reason}`)}
            </p>
          ) : null}
        </div>
        <label className={s.field}>
          {t('ownerLogin.loginId')}
          <input className={s.input} name="loginId" autoComplete="username" autoCapitalize="none" spellCheck={false} disabled={loading} />
        </label>
        <label className={s.field}>
          {t('ownerLogin.password')}
          <input className={s.input} name="password" type="password" autoComplete="current-password" disabled={loading} />
        </label>
        <button type="submit" className={s.submit} disabled={loading}>
          {t('ownerLogin.submit')}
        </button>
        {loading ? <LoadingOverlay label={t('ownerLogin.processing')} /> : null}
      </form>
      <p className={s.text}>{t('ownerLogin.help')}</p>
      <a className={s.home} href="/support?state=3">
        {t('ownerLogin.contact')}
      </a>
    </section>
  );
}
