import { RippleButton } from '@raon/design-system';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { useBookingHandOff } from '../../../components/useBookingHandOff.ts';
import * as s from './property.css.ts';

/** Opens the booking site's start page for this room, with the visit's stay and party (SPEC §7; issue 29, point 1), in a new tab. */
export function BookRoomButton({ hotelCode, roomSeq }: { hotelCode: string; roomSeq: number }) {
  const { t } = useTranslation('site');
  const handOff = useBookingHandOff();
  return (
    <>
      <RippleButton
        size="lg"
        fullWidth
        aria-describedby="book-room-hint"
        onClick={() => handOff(hotelCode, { roomSeq })}
      >
        {t('room.book')}
      </RippleButton>
      <p id="book-room-hint" className={s.bookHint}>
        {t('room.bookHint')}
      </p>
    </>
  );
}
