import type { Failure } from '../calls/queries.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import * as s from '../portal.css.ts';

/** A call's place while it loads (its height held: no layout shift when the figures arrive). */
export function SlotLoading({ size = 'sm' }: { size?: keyof typeof s.skeletonHeight }) {
  const { t } = useTranslation('member');
  return (
    <div className={`${s.skeleton} ${s.skeletonHeight[size]}`} role="status" aria-busy="true">
      <span className={s.visuallyHidden}>{t('slot.loading')}</span>
    </div>
  );
}

/** Why a call failed, as an owner can act on it: the answer's status, never the API's own (English) text. */
export type FailureReason = 'offline' | 'unreachable' | 'timeout' | 'busy' | 'server' | 'refused';

/**
 * The reason of a failed call (issue 28: error boxes showed the API's raw English message and
 * called a timeout "not reachable"): no answer at all (status 0) is the owner's connection; 502
 * the operator API out of reach; 504 an answer that did not come in time; 429 and 503 a server
 * asking to be asked later; any other 5xx the server's error; a 4xx a request it refused.
 */
export function failureReason(failure: Pick<Failure, 'status'>): FailureReason {
  const { status } = failure;
  if (status === 0) return 'offline';
  if (status === 502) return 'unreachable';
  if (status === 504) return 'timeout';
  if (status === 429 || status === 503) return 'busy';
  if (status >= 500) return 'server';
  return 'refused';
}

/**
 * SPEC §8: a failed call shows its error in place, with a retry; the rest of the page keeps
 * working. The reason in the owner's language, its code for a call to the help desk; the API's
 * own message stays in a data attribute for the tests' failure reports.
 */
export function SlotError({ failure, retry }: { failure: Failure; retry: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className={s.slotError} role="alert">
      <span>
        {t('slot.error')} {t(`slot.reasons.${failureReason(failure)}`)}{' '}
        <span data-testid="slot-error-detail" data-message={failure.message}>
          ({failure.code})
        </span>
      </span>
      <button type="button" className={s.buttonQuiet} onClick={retry}>
        {t('slot.retry')}
      </button>
    </div>
  );
}

export const renderSlotError = (_message: string, retry: () => void, failure: Failure) => <SlotError failure={failure} retry={retry} />;
