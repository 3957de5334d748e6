import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/useFocusTrap.ts';
import { useIsClient } from '../../hooks/useIsClient.ts';
import { useScrollLock } from '../../hooks/useScrollLock.ts';
import * as s from './Modal.css.ts';

export const modalVariants = ['dialog', 'bottomSheet'] as const;
export type ModalVariant = (typeof modalVariants)[number];

/** The spring of the modal (SPEC §9: 0.4 s); also how long a closing modal stays mounted. */
export const MODAL_SPRING_MS = s.SPRING_MS;

const widthProperty = s.widthVar.replace(/^var\((--[^,)]+).*$/, '$1');

export interface ModalProps {
  /** Whether the modal is shown; when false nothing is rendered (after a 0.4 s closing animation). */
  open: boolean;
  /** Called on the close button, Escape and (if enabled) a backdrop click; the parent sets `open` to false. */
  onClose: () => void;
  /** Heading of the modal; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Accessible name of the close (×) button, e.g. '닫기'. */
  closeLabel: string;
  /** Content of the modal. @default undefined */
  children?: ReactNode;
  /** Action area under the content, e.g. an apply button. @default undefined */
  footer?: ReactNode;
  /** The app's layout store says the page is mobile: shows a bottom sheet unless `variant` says otherwise. @default false */
  isMobile?: boolean;
  /** A centred dialog or a bottom sheet sliding from the bottom. @default isMobile ? 'bottomSheet' : 'dialog' */
  variant?: ModalVariant;
  /** Width of the dialog in px on desktop (never wider than the viewport); the bottom sheet is full width. @default 560 */
  width?: number;
  /** Close when the backdrop around the panel is clicked. @default true */
  closeOnBackdropClick?: boolean;
  /** Close on the Escape key. @default true */
  closeOnEscape?: boolean;
  /** Element the modal is portalled into. @default document.body */
  container?: HTMLElement | null;
  /** Extra class on the panel (the element with role="dialog"). @default undefined */
  className?: string;
}

/**
 * The modal container (SPEC §2, §4): a centred dialog or, on mobile, a bottom sheet, springing in
 * over 0.4 s. While open the page is held where it is (hooks/useScrollLock.ts), focus is trapped
 * inside and returns to the opener afterwards, and Escape closes it. Rendered through a portal
 * only in the browser, so server HTML holds nothing of it.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  isMobile = false,
  variant,
  width = 560,
  closeOnBackdropClick = true,
  closeOnEscape = true,
  container,
  className,
}: ModalProps) {
  const isClient = useIsClient();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);

  // Mounted while open and for the closing animation after it.
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  useEffect(() => {
    if (open || !present) return;
    const timer = setTimeout(() => setPresent(false), MODAL_SPRING_MS);
    return () => clearTimeout(timer);
  }, [open, present]);

  // A parent that passes a new onClose on every render must not restart the focus trap.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const close = useCallback(() => onCloseRef.current(), []);

  const active = open && isClient;
  useScrollLock(active);
  useFocusTrap(panelRef, active, closeOnEscape ? close : undefined);

  // CONTRIBUTING: dynamic values go through the CSSOM, never an inline style attribute.
  useLayoutEffect(() => {
    panelRef.current?.style.setProperty(widthProperty, `${width}px`);
  }, [width, present, isClient]);

  if (!isClient || !present) return null;

  const sheet = (variant ?? (isMobile ? 'bottomSheet' : 'dialog')) === 'bottomSheet';
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that also started on the backdrop: selecting text and releasing outside does not close.
    if (closeOnBackdropClick && pressedOnBackdrop.current && event.target === event.currentTarget) close();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <div
      className={[s.root, sheet ? s.rootSheet : ''].filter(Boolean).join(' ')}
      data-state={open ? 'open' : 'closing'}
      data-variant={sheet ? 'bottomSheet' : 'dialog'}
      inert={!open}
      onPointerDown={onPointerDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[s.panel, sheet ? s.sheet : s.dialog, className ?? ''].filter(Boolean).join(' ')}
      >
        <div className={s.header}>
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
          <button type="button" className={s.close} aria-label={closeLabel} onClick={close}>
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={s.body}>{children}</div>
        {footer ? <div className={s.footer}>{footer}</div> : null}
      </div>
    </div>,
    container ?? document.body,
  );
}
