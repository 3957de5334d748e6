// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HotelCard, hotelLocation } from './HotelCard.tsx';

const address = '강원특별자치도 속초시 대포동 대포항길 35';

describe('hotelLocation (SPEC §2: 2nd and 3rd words of hotel_address)', () => {
  it('takes words 2 and 3, whatever the spacing', () => {
    expect(hotelLocation(address)).toBe('속초시 대포동');
    expect(hotelLocation('  Gangwon-do   Sokcho-si  Daepo-dong 35 ')).toBe('Sokcho-si Daepo-dong');
  });
  it('copes with short or missing addresses', () => {
    expect(hotelLocation('서울특별시 중구')).toBe('중구');
    expect(hotelLocation('')).toBe('');
    expect(hotelLocation(undefined)).toBe('');
  });
});

describe('HotelCard', () => {
  it('is a link with aria-current="page" when it is the current hotel', () => {
    render(<HotelCard name="라온 리조트 속초" address={address} imageUrl="/logo.svg" href="/hotel/101" selected />);
    const link = screen.getByRole('link', { name: /속초시 대포동\s*라온 리조트 속초/ });
    expect(link.getAttribute('href')).toBe('/hotel/101');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('is a toggle button with aria-pressed when given only onClick', () => {
    const onClick = vi.fn();
    const { rerender } = render(<HotelCard name="라온 호텔 낙산" address={address} onClick={onClick} />);
    const button = screen.getByRole('button', { name: /라온 호텔 낙산/ });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<HotelCard name="라온 호텔 낙산" address={address} onClick={onClick} selected />);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('renders on the server without inline styles', () => {
    const html = renderToString(<HotelCard name="라온 리조트 속초" address={address} href="/hotel/101" selected />);
    expect(html).toContain('속초시 대포동');
    expect(html).not.toContain('style=');
  });
});
