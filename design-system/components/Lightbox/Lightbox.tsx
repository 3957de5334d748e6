import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap.ts';
import { useIsClient } from '../../hooks/useIsClient.ts';
import { useScrollLock } from '../../hooks/useScrollLock.ts';
import * as s from './Lightbox.css.ts';

export interface LightboxImage {
  src: string;
  alt: string;
}

export interface LightboxLabels {
  /** Names the dialog, e.g. '디럭스 더블 사진'. */
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** The counter, e.g. (3, 7) → '3 / 7'. */
  counter: (current: number, total: number) => string;
}

export interface LightboxProps {
  images: LightboxImage[];
  /** The picture shown; null: closed (nothing rendered). */
  index: number | null;
  /** Another picture is asked for (arrows, ←/→, a swipe): the parent sets `index`. Wraps around. */
  onIndexChange: (index: number) => void;
  /** The close button or Escape: the parent sets `index` to null. Focus returns to the opener. */
  onClose: () => void;
  labels: LightboxLabels;
}

/** A horizontal swipe longer than this (px) turns the picture. */
export const SWIPE_PX = 40;

/**
 * Every picture of a gallery, one at a time, full screen (issue 29, point 4): a counter, previous
 * and next buttons, ←/→ and Escape on the keyboard, a swipe by touch or mouse. While open the page
 * is fixed in place, focus stays inside, and on close it returns to what opened it (the thumbnail).
 * Rendered through a portal, in the browser only.
 */
export function Lightbox({ images, index, onIndexChange, onClose, labels }: LightboxProps) {
  const isClient = useIsClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const counterId = useId();
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const open = isClient && index !== null && images.length > 0;
  const total = images.length;
  const current = index === null ? 0 : ((index % total) + total) % total;

  // Stable callbacks for the focus trap (a new onClose each render must not restart it).
  const onCloseRef = useRef(onClose);
  const onIndexRef = useRef(onIndexChange);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    onIndexRef.current = onIndexChange;
  });
  const close = useCallback(() => onCloseRef.current(), []);
  const turn = useCallback((by: number) => onIndexRef.current((((current + by) % total) + total) % total), [current, total]);

  useScrollLock(open);
  useFocusTrap(rootRef, open, close);

  // The pictures either side are fetched ahead, so a turn shows one at once.
  useEffect(() => {
    if (!open || total < 2) return;
    for (const i of [current + 1, current - 1]) {
      const img = new Image();
      img.src = images[((i % total) + total) % total]!.src;
    }
  }, [open, current, total, images]);

  if (!open) return null;
  const image = images[current]!;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      turn(event.key === 'ArrowRight' ? 1 : -1);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) turn(dx < 0 ? 1 : -1);
  };

  return createPortal(
    <div ref={rootRef} className={s.root} role="dialog" aria-modal="true" aria-label={labels.dialog} aria-describedby={counterId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className={s.bar}>
        <p id={counterId} className={s.counter} aria-live="polite" aria-atomic="true">
          {labels.counter(current + 1, total)}
        </p>
        <button type="button" className={s.close} aria-label={labels.close} onClick={close}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className={s.stage} data-testid="lightbox-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
        <img key={image.src} className={s.image} src={image.src} alt={image.alt} draggable={false} />
        {total > 1 ? (
          <>
            <button type="button" className={`${s.arrow} ${s.previous}`} aria-label={labels.previous} onClick={() => turn(-1)}>
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button type="button" className={`${s.arrow} ${s.next}`} aria-label={labels.next} onClick={() => turn(1)}>
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      <p className={s.caption}>{image.alt}</p>
    </div>,
    document.body,
  );
}
