import { RippleButton, lazyPart } from '@raon/design-system';
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { BOOKING_HORIZON_DAYS, BOOKING_LIMITS, isDay, nightsBetween, stayProblems, type StayProblem } from '../../contracts/booking.ts';
import { addDays, seoulDay } from '../../contracts/seoul-clock.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useStores } from '../stores/context.tsx';
import { setHotelModalOpen } from '../stores/layout.ts';
import { setStay } from '../stores/reservationEdits.ts';
import { useStore } from '../stores/useStore.ts';
import { useBookingHandOff } from './useBookingHandOff.ts';
import { container, visuallyHidden } from '../styles/global.css.ts';
import * as s from './BookingBar.css.ts';

// The rooms and guests' steppers: their code comes with the first open (a pointer over the button
// or the focus on it fetches it before the click).
const loadGuestsPanel = () => import('./GuestsPanel.tsx');
const GuestsPanel = lazyPart(loadGuestsPanel);

/**
 * The booking bar (issue 29, point 1): hotel, check-in and check-out (the browser's own date field:
 * a calendar by touch, typed or stepped by keyboard; Seoul's today as the first day), rooms (≤ 5)
 * and each room's adults and children, kept in the reservation store for the visit, then the
 * booking site's start page with all of it. On a property's page the bar books that property.
 *
 * The server draws it whole for a visit with no choice yet (tonight in Seoul, one night, one room
 * for two; the page's hotel on a property's page): the pages it is kept with are kept per Seoul day
 * (the page caches' generation). Its code comes when the visitor turns to it (bookingBarPart.tsx).
 */
export function BookingBar({ hotelSeq }: { hotelSeq?: number }) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const stores = useStores();
  const reservation = useStore(stores.reservation);
  const hotels = useStore(stores.hotel).hotelList;
  const handOff = useBookingHandOff();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<{ hotel?: boolean; checkIn?: StayProblem; checkOut?: StayProblem } | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);

  // A property's page books that property (the page puts it in the visit's choice: bookingBarPart.tsx).
  const pageHotel = hotelSeq === undefined ? undefined : hotels.find((h) => h.hotel_seq === hotelSeq);
  const chosen = pageHotel ? { seq: pageHotel.hotel_seq, name: pageHotel.hotel_name, name_en: pageHotel.hotel_name_en } : reservation.reservationHotel;
  const chosenName = chosen.seq === '' ? null : locale === 'ko' ? chosen.name : chosen.name_en || chosen.name;
  const today = seoulDay();
  const { startDate, endDate } = reservation.reservationDate;
  // What the date fields hold while a person types (a date field is whole at every key: 0002-12-01
  // on the way to 2026-12-01); the store takes a date once it is one the bar can book.
  const [drafts, setDrafts] = useState<{ in?: string; out?: string }>({});
  const checkInNow = drafts.in ?? startDate;
  const checkOutNow = drafts.out ?? endDate;
  const nights = nightsBetween(checkInNow, checkOutNow);
  // The check-out's range follows the check-in being typed once it is a date.
  const rangeFrom = isDay(checkInNow) ? checkInNow : startDate;
  const rooms = reservation.reservationInfo;
  const adults = rooms.reduce((sum, r) => sum + r.adult, 0);
  const children = rooms.reduce((sum, r) => sum + r.kid, 0);
  const summary = [t('booking.roomCount', { count: rooms.length }), t('booking.adultCount', { count: adults }), t('booking.childCount', { count: children })].join(' · ');

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  // The panel closes when the focus or a click leaves the guests' box.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const box = panelRef.current?.parentElement;
      if (box && !box.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  const problemsNow = () => {
    const stay = stayProblems(checkInNow, checkOutNow, seoulDay());
    return { hotel: stores.reservation.reservationHotel.code === '' ? true : undefined, ...stay };
  };
  const typedIn = (value: string) => {
    // A check-in the bar can book moves the check-out along when needed (setStay); the check-out's draft goes.
    setDrafts({ in: value });
    if (value && Object.keys(stayProblems(value, addDays(value, 1), seoulDay())).length === 0) setStay(stores.reservation, { startDate: value });
  };
  const typedOut = (value: string) => {
    setDrafts((was) => ({ ...was, out: value }));
    const night = nightsBetween(checkInNow, value);
    if (night >= BOOKING_LIMITS.minNights && night <= BOOKING_LIMITS.maxNights) setStay(stores.reservation, { endDate: value });
  };
  // Once shown, the messages follow the fields as they are corrected.
  const live = shown === null ? null : problemsNow();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsNow();
    const wrong = Object.values(problems).some(Boolean);
    setShown(problems);
    if (!wrong) {
      setShown(null);
      setStay(stores.reservation, { startDate: checkInNow, endDate: checkOutNow });
      setDrafts({});
      handOff(stores.reservation.reservationHotel.code);
      return;
    }
    if (problems.checkIn) checkInRef.current?.focus();
    else if (problems.checkOut) checkOutRef.current?.focus();
    else if (problems.hotel) setHotelModalOpen(stores.layout, true);
  };
  const message = (field: 'checkIn' | 'checkOut') => (live?.[field] ? t(`booking.problems.${live[field]}`) : undefined);
  const checkInError = message('checkIn');
  const checkOutError = message('checkOut');

  return (
    <section className={s.bar} aria-labelledby={`${ids}-title`} data-testid="booking-bar">
      <form className={`${container} ${s.form}`} onSubmit={submit} noValidate>
        <h2 id={`${ids}-title`} className={s.title}>
          {t('home.bookingTitle')}
        </h2>
        <div className={s.wide}>
          <button type="button" className={s.picker} aria-haspopup="dialog" onClick={() => setHotelModalOpen(stores.layout, true)} data-testid="booking-hotel" aria-describedby={live?.hotel ? `${ids}-hotel-problem` : undefined}>
            <span className={s.pickerLabel}>{t('home.hotel')}</span>
            <span className={s.pickerValue}>{chosenName ?? t('home.chooseHotel')}</span>
          </button>
        </div>
        <div className={s.field}>
          <label className={s.label} htmlFor={`${ids}-in`}>
            {t('booking.checkIn')}
          </label>
          <DateField
            fieldRef={checkInRef}
            id={`${ids}-in`}
            value={startDate}
            min={today}
            max={addDays(today, BOOKING_HORIZON_DAYS)}
            onValue={typedIn}
            invalid={Boolean(checkInError)}
            describedBy={checkInError ? `${ids}-in-problem` : `${ids}-date-hint`}
            testId="booking-check-in"
          />
        </div>
        <div className={s.field}>
          <span className={s.fieldHead}>
            <label className={s.label} htmlFor={`${ids}-out`}>
              {t('booking.checkOut')}
            </label>
            <span id={`${ids}-nights`} className={s.nights} aria-live="polite" data-testid="booking-nights">
              {nights >= BOOKING_LIMITS.minNights && nights <= BOOKING_LIMITS.maxNights ? t('booking.nights', { count: nights }) : null}
            </span>
          </span>
          <DateField
            fieldRef={checkOutRef}
            id={`${ids}-out`}
            value={endDate}
            min={addDays(rangeFrom, BOOKING_LIMITS.minNights)}
            max={addDays(rangeFrom, BOOKING_LIMITS.maxNights)}
            onValue={typedOut}
            invalid={Boolean(checkOutError)}
            describedBy={`${ids}-nights ${checkOutError ? `${ids}-out-problem` : `${ids}-date-hint`}`}
            testId="booking-check-out"
          />
        </div>
        <div className={`${s.guests} ${s.wide}`}>
          <button
            ref={toggleRef}
            type="button"
            className={s.picker}
            aria-expanded={open}
            aria-controls={`${ids}-guests`}
            onClick={() => setOpen((was) => !was)}
            onPointerEnter={() => void loadGuestsPanel()}
            onFocus={() => void loadGuestsPanel()}
            data-testid="booking-guests"
          >
            <span className={s.pickerLabel}>{t('booking.guests')}</span>
            <span className={s.pickerValue}>{summary}</span>
          </button>
          {open ? (
            <Suspense fallback={null}>
              <GuestsPanel id={`${ids}-guests`} panelRef={panelRef} onKeyDown={onPanelKey} onDone={() => close(true)} />
            </Suspense>
          ) : null}
        </div>
        <div className={s.submit}>
          <RippleButton type="submit" size="lg" fullWidth data-testid="booking-submit">
            {t('booking.search')}
            <span className={visuallyHidden}> ({t('booking.newWindow')})</span>
          </RippleButton>
        </div>
        <p id={`${ids}-date-hint`} hidden>
          {t('booking.dateHint')}
        </p>
        <ul className={s.problems} role="alert" data-testid="booking-problems">
          {live?.hotel ? <li id={`${ids}-hotel-problem`}>{t('booking.problems.hotel')}</li> : null}
          {checkInError ? <li id={`${ids}-in-problem`}>{checkInError}</li> : null}
          {checkOutError ? <li id={`${ids}-out-problem`}>{checkOutError}</li> : null}
        </ul>
      </form>
    </section>
  );
}

/**
 * A date field the browser draws (a calendar by touch, typed or stepped by keyboard), left to the
 * browser while it is edited: React writing its value back at every key resets the part being
 * typed. The store's value is written into it when it changes from elsewhere (a check-in moving the
 * check-out, the visit's choice restored) and the field is not being edited. The server draws the
 * store's date in it; a date typed into the server's field before the bar's code came is taken as
 * typed when the bar mounts, without writing into the field (the visitor may still be typing).
 */
function DateField(props: {
  fieldRef: RefObject<HTMLInputElement | null>;
  id: string;
  value: string;
  min: string;
  max: string;
  onValue: (value: string) => void;
  invalid: boolean;
  describedBy: string;
  testId: string;
}) {
  const { fieldRef, value, onValue } = props;
  const typedBefore = useRef(false);
  const onValueOnMount = useRef(onValue);
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (field && field.value !== field.defaultValue) {
      typedBefore.current = true;
      onValueOnMount.current(field.value);
    }
  }, [fieldRef]);
  useEffect(() => {
    const field = fieldRef.current;
    if (typedBefore.current) {
      // The visitor's date stays; the store follows it (or the bar says what is wrong with it).
      typedBefore.current = false;
      return;
    }
    if (field && field !== document.activeElement && field.value !== value) field.value = value;
  }, [fieldRef, value]);
  return (
    <input
      ref={fieldRef}
      id={props.id}
      className={s.date}
      type="date"
      required
      defaultValue={value}
      min={props.min}
      max={props.max}
      onChange={(e) => props.onValue(e.target.value)}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    />
  );
}
