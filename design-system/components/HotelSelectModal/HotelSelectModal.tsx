import { useState } from 'react';
import { HotelCard } from '../HotelCard/HotelCard.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { RippleButton } from '../RippleButton/RippleButton.tsx';
import * as s from './HotelSelectModal.css.ts';

/** Width of the dialog on desktop (SPEC §9: 1000 px). */
export const HOTEL_SELECT_MODAL_WIDTH = s.DESKTOP_WIDTH;

/** One hotel as the modal shows it; the app maps its hotel list (SPEC §3) to this. */
export interface HotelSelectOption {
  /** hotel_seq. */
  seq: number;
  /** Name in the page language (hotel_name, or hotel_name_en outside Korean). */
  name: string;
  /** hotel_address; the card shows its 2nd and 3rd words. */
  address: string;
  /** Logo address (first entry of hotel_logo_file_list). */
  imageUrl?: string;
  /** booking_hotel_code, which the app needs for the reservation start page on mobile. */
  bookingCode?: string;
}

export interface HotelSelectModalProps<T extends HotelSelectOption = HotelSelectOption> {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called on the close icon, Escape, a backdrop click and after apply; the parent closes the modal. */
  onClose: () => void;
  /** The hotels to choose from, shown as hotel cards in this order. */
  hotels: readonly T[];
  /** hotel_seq of the hotel chosen when the modal opens (the one in the reservation store). @default null */
  selectedSeq?: number | null;
  /** Title: the translated text for hotel selection, e.g. '호텔 선택'. */
  title: string;
  /** Accessible name of the close icon, e.g. '닫기'. */
  closeLabel: string;
  /** Text of the apply button, e.g. '적용'. */
  applyLabel: string;
  /** Called once with the chosen hotel when apply is pressed, before onClose (the app writes the reservation store). */
  onApply: (hotel: T) => void;
  /** The app's layout store says the page is mobile: a bottom sheet instead of a 1000 px dialog. @default false */
  isMobile?: boolean;
  /**
   * On mobile (SPEC §4), choosing a hotel calls this instead of holding the choice: the app opens
   * the reservation start page in a new window with hotel_code = the hotel's booking code. When
   * set, the mobile sheet has no apply button, as there is nothing left to apply; without it the
   * sheet behaves like the desktop dialog. @default undefined
   */
  onMobileChoose?: (hotel: T) => void;
  /** Element the modal is portalled into. @default document.body */
  container?: HTMLElement | null;
}

/**
 * The hotel-selection modal (SPEC §2, §4): hotel cards, a close icon and an apply button. The
 * choice is held here and reaches the app only through `onApply` when apply is pressed; closing
 * without applying discards it, and reopening starts again from `selectedSeq`.
 */
export function HotelSelectModal<T extends HotelSelectOption>({
  open,
  onClose,
  hotels,
  selectedSeq = null,
  title,
  closeLabel,
  applyLabel,
  onApply,
  isMobile = false,
  onMobileChoose,
  container,
}: HotelSelectModalProps<T>) {
  const [choice, setChoice] = useState<number | null>(selectedSeq);
  // Each opening starts from the store's hotel, not from an earlier unapplied choice.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(selectedSeq);
  }

  const choosesOnMobile = isMobile && onMobileChoose !== undefined;
  const chosen = hotels.find((h) => h.seq === choice);

  const choose = (hotel: T) => {
    if (choosesOnMobile) onMobileChoose(hotel);
    else setChoice(hotel.seq);
  };
  const apply = () => {
    if (!chosen) return;
    onApply(chosen);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      isMobile={isMobile}
      width={HOTEL_SELECT_MODAL_WIDTH}
      container={container}
      footer={
        choosesOnMobile ? undefined : (
          <RippleButton className={s.apply} size="lg" fullWidth={isMobile} disabled={!chosen} onClick={apply}>
            {applyLabel}
          </RippleButton>
        )
      }
    >
      <ul className={[s.list, isMobile ? s.listSheet : ''].filter(Boolean).join(' ')}>
        {hotels.map((hotel) => (
          <li key={hotel.seq} className={s.item}>
            <HotelCard name={hotel.name} address={hotel.address} imageUrl={hotel.imageUrl} selected={hotel.seq === (choosesOnMobile ? selectedSeq : choice)} onClick={() => choose(hotel)} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
