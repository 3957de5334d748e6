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

/** SPEC §8: a failed call shows its error in place, with a retry; the rest of the page keeps working. */
export function SlotError({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className={s.slotError} role="alert">
      <span>
        {t('slot.error')} <span data-testid="slot-error-detail">({message})</span>
      </span>
      <button type="button" className={s.buttonQuiet} onClick={retry}>
        {t('slot.retry')}
      </button>
    </div>
  );
}

export const renderSlotError = (message: string, retry: () => void) => <SlotError message={message} retry={retry} />;
