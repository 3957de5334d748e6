// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RIPPLE_DURATION_MS, RippleButton } from './RippleButton.tsx';

afterEach(() => vi.useRealTimers());

describe('RippleButton (SPEC §2: ripple for 1.5 s after a click)', () => {
  it('shows a ripple after a click and removes it after exactly 1500 ms', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<RippleButton onClick={onClick}>예약</RippleButton>);
    const button = screen.getByRole('button', { name: '예약' });
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(0);
    fireEvent.click(button, { clientX: 10, clientY: 10 });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(RIPPLE_DURATION_MS - 1));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(0);
    expect(RIPPLE_DURATION_MS).toBe(1500);
  });

  it('keeps one ripple per click, each for its own 1.5 s', () => {
    vi.useFakeTimers();
    render(<RippleButton>예약</RippleButton>);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(button);
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(500));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(0);
  });

  it('is a plain button (type button) that is not submitted by accident, and passes other props', () => {
    render(<RippleButton aria-describedby="x" disabled>마감</RippleButton>);
    const button = screen.getByRole('button');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('x');
  });
});
