import { Stepper } from '@raon/design-system';
import type { KeyboardEvent, RefObject } from 'react';
import { BOOKING_LIMITS, ROOM_LIMITS } from '../../contracts/booking.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useStores } from '../stores/context.tsx';
import { setRoomCount, setRoomGuests } from '../stores/reservationEdits.ts';
import { useStore } from '../stores/useStore.ts';
import * as s from './BookingBar.css.ts';

/**
 * The booking bar's rooms and guests (issue 29, point 1): 1–5 rooms, each with its adults and its
 * children (the age range said beside them). A disclosure, not a dialog: the page stays usable;
 * Escape and "done" close it and give the focus back to its button (BookingBar).
 */
export default function GuestsPanel({ id, panelRef, onKeyDown, onDone }: { id: string; panelRef: RefObject<HTMLDivElement | null>; onKeyDown: (event: KeyboardEvent) => void; onDone: () => void }) {
  const { t } = useTranslation('site');
  const stores = useStores();
  const rooms = useStore(stores.reservation).reservationInfo;
  const labels = { less: (what: string) => t('booking.less', { what }), more: (what: string) => t('booking.more', { what }) };
  return (
    <div ref={panelRef} id={id} className={s.panel} onKeyDown={onKeyDown} data-testid="booking-guests-panel">
      <Stepper label={t('booking.rooms')} hint={t('booking.roomsHint', { max: BOOKING_LIMITS.maxRooms })} value={rooms.length} min={1} max={BOOKING_LIMITS.maxRooms} onChange={(n) => setRoomCount(stores.reservation, n)} labels={labels} />
      {rooms.map((room, i) => (
        <fieldset key={i} className={s.roomSet} data-testid="booking-room">
          <legend className={s.legend}>{t('booking.room', { n: i + 1 })}</legend>
          <Stepper label={t('booking.adults')} value={room.adult} min={ROOM_LIMITS.minAdults} max={ROOM_LIMITS.maxAdults} onChange={(n) => setRoomGuests(stores.reservation, i, { adult: n })} labels={labels} />
          <Stepper label={t('booking.children')} hint={t('booking.childrenHint')} value={room.kid} min={0} max={ROOM_LIMITS.maxChildren} onChange={(n) => setRoomGuests(stores.reservation, i, { kid: n })} labels={labels} />
        </fieldset>
      ))}
      <button type="button" className={s.done} onClick={onDone}>
        {t('booking.done')}
      </button>
    </div>
  );
}
