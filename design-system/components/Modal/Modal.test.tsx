// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_SPRING_MS, type ModalProps } from './Modal.tsx';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  setScrollY(0);
});
afterEach(() => {
  // Unmount while scrollTo is still mocked: jsdom does not implement it.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const base: ModalProps = { open: true, onClose: () => {}, title: '예약 안내', closeLabel: '닫기' };

/** An opener button and a modal whose state it owns, as an app would use it. */
function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Modal {...base} {...props} open={open} onClose={() => setOpen(false)}>
        <p>본문</p>
        <a href="#first">첫 링크</a>
        <button type="button">확인</button>
      </Modal>
    </>
  );
}

describe('Modal (SPEC §2 modal container, §4)', () => {
  it('is a modal dialog named by its title, with a labelled close button', () => {
    render(<Modal {...base}>본문</Modal>);
    const dialog = screen.getByRole('dialog', { name: '예약 안내' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
    expect(dialog.closest('[data-state]')?.parentElement).toBe(document.body);
  });

  it('renders nothing when closed, and into a given container', () => {
    const { rerender } = render(<Modal {...base} open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const container = document.createElement('div');
    document.body.append(container);
    rerender(<Modal {...base} container={container} />);
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    container.remove();
  });

  it('holds the page where it is while open (the root stops scrolling, its gutter kept) and lets it go on close', () => {
    setScrollY(640);
    // A classic scrollbar, 15 px wide.
    Object.defineProperty(document.documentElement, 'clientWidth', { value: window.innerWidth - 15, configurable: true });
    const { rerender } = render(<Modal {...base} open={false} />);
    expect(document.documentElement.style.overflow).toBe('');
    rerender(<Modal {...base} open />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.documentElement.style.scrollbarGutter).toBe('stable');
    rerender(<Modal {...base} open={false} />);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.documentElement.style.scrollbarGutter).toBe('');
    // The page never moved: nothing scrolls it back.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reserves no gutter on a page without a scrollbar (a short page, a phone\'s overlay scrollbar)', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { value: window.innerWidth, configurable: true });
    const { rerender } = render(<Modal {...base} open />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.documentElement.style.scrollbarGutter).toBe('');
    rerender(<Modal {...base} open={false} />);
    expect(document.documentElement.style.overflow).toBe('');
  });

  /** The opener has the focus as after a key press (:focus-visible) or after a click (not). */
  const focusedBy = (opener: HTMLElement, keyboard: boolean) => {
    const matches = Element.prototype.matches;
    vi.spyOn(opener, 'matches').mockImplementation((selector: string) => (selector === ':focus-visible' ? keyboard : matches.call(opener, selector)));
    opener.focus();
  };

  it('moves focus inside, keeps Tab inside, and gives it back to the opener on close', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    focusedBy(opener, true);
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: '닫기' });
    const last = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(close);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(close);
    expect(document.activeElement).toBe(opener);
  });

  it('opened without the keyboard, focuses the dialog itself (no ring on the close button); Tab goes on inside', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    focusedBy(opener, false);
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: '닫기' });
    const last = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back without scrolling: the page stays where the scroll lock put it back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    const focus = vi.spyOn(opener, 'focus');
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(document.activeElement).toBe(opener);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });

  it('closes on Escape unless closeOnEscape is false', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Modal {...base} onClose={onClose} />);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Modal {...base} onClose={onClose} closeOnEscape={false} />);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside the panel; the option turns it off', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Modal {...base} onClose={onClose}>본문</Modal>);
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    // A press that starts inside and ends on the backdrop (selecting text) does not close.
    fireEvent.pointerDown(dialog);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Modal {...base} onClose={onClose} closeOnBackdropClick={false} />);
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays mounted for the 0.4 s closing spring, inert, then renders nothing', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Modal {...base} />);
    rerender(<Modal {...base} open={false} />);
    const root = document.querySelector('[data-state]')!;
    expect(root.getAttribute('data-state')).toBe('closing');
    expect(root.hasAttribute('inert')).toBe(true);
    act(() => vi.advanceTimersByTime(MODAL_SPRING_MS - 1));
    expect(document.querySelector('[data-state]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[data-state]')).toBeNull();
    expect(MODAL_SPRING_MS).toBe(400);
  });

  it('is a bottom sheet on mobile, or when asked, and a dialog otherwise', () => {
    const { rerender } = render(<Modal {...base} />);
    const variantOf = () => document.querySelector('[data-variant]')!.getAttribute('data-variant');
    expect(variantOf()).toBe('dialog');
    rerender(<Modal {...base} isMobile />);
    expect(variantOf()).toBe('bottomSheet');
    rerender(<Modal {...base} isMobile variant="dialog" />);
    expect(variantOf()).toBe('dialog');
    rerender(<Modal {...base} variant="bottomSheet" />);
    expect(variantOf()).toBe('bottomSheet');
  });

  it('sets the desktop width as a CSS variable through the CSSOM', () => {
    const { rerender } = render(<Modal {...base} width={1000} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('style')).toMatch(/^--[\w-]+: 1000px;?$/);
    rerender(<Modal {...base} width={720} />);
    expect(dialog.getAttribute('style')).toMatch(/^--[\w-]+: 720px;?$/);
  });

  it('renders nothing on the server, even when open', () => {
    expect(renderToString(<Modal {...base}>본문</Modal>)).toBe('');
  });
});
