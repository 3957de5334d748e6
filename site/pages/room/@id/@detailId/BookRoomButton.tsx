import { RippleButton } from '@raon/design-system';
import { useTranslation } from '../../../../../shared/i18n/react.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { startUrl } from '../../../../lib/booking.ts';
import * as s from '../../../facility/shared/property.css.ts';

/** Opens the booking site's start page for the room's hotel in a new tab (SPEC §7 external reservation site). */
export function BookRoomButton({ hotelCode }: { hotelCode: string }) {
  const { t } = useTranslation('site');
  const { bookingSiteUrl } = usePageContext();
  return (
    <>
      <RippleButton
        size="lg"
        fullWidth
        aria-describedby="book-room-hint"
        onClick={() => window.open(startUrl(bookingSiteUrl, hotelCode, location.origin), '_blank', 'noopener')}
      >
        {t('room.book')}
      </RippleButton>
      <p id="book-room-hint" className={s.bookHint}>
        {t('room.bookHint')}
      </p>
    </>
  );
}
