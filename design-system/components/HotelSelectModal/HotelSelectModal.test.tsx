// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureCard, fixtureHotels } from '../HotelCard/fixtures/hotels.ts';
import { HotelSelectModal, type HotelSelectModalProps } from './HotelSelectModal.tsx';

const hotels = fixtureHotels.map((h) => fixtureCard(h, 'ko'));
type Option = (typeof hotels)[number];

beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(props: Partial<HotelSelectModalProps<Option>> = {}) {
  const onApply = vi.fn<(hotel: Option) => void>();
  const onClose = vi.fn();
  const onMobileChoose = vi.fn<(hotel: Option) => void>();
  const all: HotelSelectModalProps<Option> = { open: true, onClose, onApply, hotels, title: '호텔 선택', closeLabel: '닫기', applyLabel: '적용', ...props };
  const view = render(<HotelSelectModal {...all} />);
  const card = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
  return { ...view, all, onApply, onClose, onMobileChoose, card };
}

describe('HotelSelectModal (SPEC §2, §4 hotel modal)', () => {
  it('is a dialog titled with the hotel-selection label, listing every hotel as a card', () => {
    const { card } = setup();
    expect(screen.getByRole('dialog', { name: '호텔 선택' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(card('라온 리조트 속초').textContent).toContain('속초시 대포동');
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
  });

  it('holds the choice until apply, then calls onApply once with the chosen hotel and closes', () => {
    const { card, onApply, onClose } = setup({ selectedSeq: 101 });
    const apply = screen.getByRole('button', { name: '적용' });
    expect(card('라온 리조트 속초').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(card('라온 호텔 낙산'));
    expect(card('라온 호텔 낙산').getAttribute('aria-pressed')).toBe('true');
    expect(card('라온 리조트 속초').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(card('라온 리조트 경주'));
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(hotels[2]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onApply.mock.invocationCallOrder[0]!).toBeLessThan(onClose.mock.invocationCallOrder[0]!);
  });

  it('does not apply when closed with the close icon, Escape or the backdrop', () => {
    const { card, onApply, onClose } = setup();
    fireEvent.click(card('라온 호텔 낙산'));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('cannot apply before a hotel is chosen', () => {
    const { onApply } = setup();
    const apply = screen.getByRole('button', { name: '적용' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.click(apply);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('starts again from selectedSeq when reopened after closing without apply', () => {
    const { card, rerender, all } = setup({ selectedSeq: 101 });
    fireEvent.click(card('라온 호텔 낙산'));
    rerender(<HotelSelectModal {...all} open={false} />);
    rerender(<HotelSelectModal {...all} open />);
    expect(card('라온 리조트 속초').getAttribute('aria-pressed')).toBe('true');
    expect(card('라온 호텔 낙산').getAttribute('aria-pressed')).toBe('false');
  });

  it('on mobile, choosing a hotel calls onMobileChoose with it instead of holding a choice', () => {
    const { card, rerender, all, onApply, onMobileChoose } = setup({ isMobile: true });
    rerender(<HotelSelectModal {...all} onMobileChoose={onMobileChoose} />);
    expect(document.querySelector('[data-variant]')!.getAttribute('data-variant')).toBe('bottomSheet');
    expect(screen.queryByRole('button', { name: '적용' })).toBeNull();
    fireEvent.click(card('라온 리조트 경주'));
    expect(onMobileChoose).toHaveBeenCalledTimes(1);
    expect(onMobileChoose).toHaveBeenCalledWith(hotels[2]);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('is a 1000 px dialog on desktop and a bottom sheet on mobile', () => {
    const { rerender, all } = setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog.parentElement!.getAttribute('data-variant')).toBe('dialog');
    expect(dialog.getAttribute('style')).toContain('1000px');
    rerender(<HotelSelectModal {...all} isMobile />);
    expect(screen.getByRole('dialog').parentElement!.getAttribute('data-variant')).toBe('bottomSheet');
    // Without onMobileChoose the sheet keeps the desktop behaviour, apply button included.
    expect(screen.getByRole('button', { name: '적용' })).toBeTruthy();
  });
});
