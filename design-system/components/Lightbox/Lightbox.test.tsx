// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Lightbox, SWIPE_PX, type LightboxImage } from './Lightbox.tsx';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const images: LightboxImage[] = [
  { src: '/a.jpg', alt: '객실' },
  { src: '/b.jpg', alt: '욕실' },
  { src: '/c.jpg', alt: '발코니' },
];
const labels = { dialog: '디럭스 사진', close: '닫기', previous: '이전 사진', next: '다음 사진', counter: (c: number, t: number) => `${c} / ${t}` };

/** Thumbnails that open the lightbox, as a page uses it. */
function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      {images.map((image, i) => (
        <button key={image.src} type="button" onClick={() => setIndex(i)}>
          {`사진 ${i + 1}`}
        </button>
      ))}
      <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} labels={labels} />
    </>
  );
}

const counter = () => screen.getByRole('dialog').querySelector('p[aria-live]')!.textContent;
const shown = () => screen.getByRole('dialog').querySelector('img')!.getAttribute('alt');

describe('Lightbox', () => {
  it('renders nothing on the server, and nothing while closed', () => {
    expect(renderToString(<Lightbox images={images} index={0} onIndexChange={() => {}} onClose={() => {}} labels={labels} />)).toBe('');
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the picture chosen, turns with the buttons and the keys, round from the last to the first', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByText('사진 3'));
    expect(screen.getByRole('dialog', { name: '디럭스 사진' })).toBeTruthy();
    expect(counter()).toBe('3 / 3');
    expect(shown()).toBe('발코니');
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(shown()).toBe('욕실');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(shown()).toBe('발코니');
  });

  it('turns on a horizontal swipe, not on a short or vertical one', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByText('사진 1'));
    const stage = screen.getByTestId('lightbox-stage');
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: 300, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 1, button: 0, clientX: 300 + dx, clientY: 300 + dy });
    };
    swipe(-(SWIPE_PX + 10), 5);
    expect(counter()).toBe('2 / 3');
    swipe(SWIPE_PX + 10, 0);
    expect(counter()).toBe('1 / 3');
    swipe(-(SWIPE_PX - 10), 0);
    swipe(-(SWIPE_PX + 10), 200);
    expect(counter()).toBe('1 / 3');
  });

  it('closes on Escape and on its button, and gives the focus back to the picture that opened it', () => {
    render(<Gallery />);
    const opener = screen.getByText('사진 2');
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows no arrows for a single picture', () => {
    render(<Lightbox images={images.slice(0, 1)} index={0} onIndexChange={() => {}} onClose={() => {}} labels={labels} />);
    expect(counter()).toBe('1 / 1');
    expect(screen.queryByRole('button', { name: '다음 사진' })).toBeNull();
  });
});
