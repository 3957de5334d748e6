import { useCallback, useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import * as s from './RippleButton.css.ts';

export const rippleButtonVariants = ['primary', 'secondary', 'ghost'] as const;
export const rippleButtonSizes = ['md', 'lg'] as const;

/** How long a ripple stays after a click (SPEC §9: 1500 ms). */
export const RIPPLE_DURATION_MS = s.RIPPLE_MS;

export interface RippleButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: (typeof rippleButtonVariants)[number];
  /** Height and padding. @default 'md' */
  size?: (typeof rippleButtonSizes)[number];
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
}

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

/**
 * A button that shows a ripple from the point of each click for 1.5 s (SPEC §2 Button).
 * Ripples exist only in the browser, after a click, so server HTML never carries inline styles.
 */
export function RippleButton({ variant = 'primary', size = 'md', fullWidth = false, className, onClick, type = 'button', children, ...rest }: RippleButtonProps) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const diameter = Math.max(rect.width, rect.height) * 2;
      // Keyboard clicks have no pointer position: the ripple starts from the centre.
      const x = event.clientX === 0 && event.clientY === 0 ? rect.width / 2 : event.clientX - rect.left;
      const y = event.clientX === 0 && event.clientY === 0 ? rect.height / 2 : event.clientY - rect.top;
      const id = nextId.current++;
      setRipples((list) => [...list, { id, x: x - diameter / 2, y: y - diameter / 2, size: diameter }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setRipples((list) => list.filter((r) => r.id !== id));
      }, RIPPLE_DURATION_MS);
      timers.current.add(timer);
      onClick?.(event);
    },
    [onClick],
  );

  return (
    <button
      type={type}
      className={[s.base, s.variant[variant], s.size[size], fullWidth ? s.fullWidth : '', className ?? ''].filter(Boolean).join(' ')}
      onClick={handleClick}
      {...rest}
    >
      {children}
      {ripples.map((r) => (
        <span key={r.id} aria-hidden="true" data-ripple="" className={s.ripple} style={{ left: r.x, top: r.y, width: r.size, height: r.size }} />
      ))}
    </button>
  );
}
