import type { ReactNode } from 'react';
// The stylesheet is imported and the unstyled entry used: the default entry injects a <style>
// element at run time, which the page's CSP (style-src without 'unsafe-inline') refuses.
import 'react-toastify/ReactToastify.css';
import { ToastContainer, toast, type CloseButtonProps, type Id, type ToastOptions } from 'react-toastify/unstyled';
import * as s from './ToastHost.css.ts';

/** SPEC §9: toasts sit at the bottom centre, close after 3 s, light theme, close on click, draggable, never paused. */
export const TOAST_SETTINGS = {
  position: 'bottom-center',
  autoClose: 3000,
  theme: 'light',
  closeOnClick: true,
  draggable: true,
  pauseOnHover: false,
  pauseOnFocusLoss: false,
} as const;

export const toastKinds = ['error', 'info', 'success'] as const;
export type ToastKind = (typeof toastKinds)[number];

/** Per-toast options the app may need: a toastId to avoid duplicates, a different autoClose. */
export type NotifyOptions = Pick<ToastOptions, 'toastId' | 'autoClose'>;

/**
 * Shows a toast (SPEC §8 toast helper): 'error' by default, 'info' without an icon, or 'success'.
 * Errors are alerts; info and success are polite status messages.
 */
export function notify(message: ReactNode, kind: ToastKind = 'error', options: NotifyOptions = {}): Id {
  switch (kind) {
    case 'info':
      return toast.info(message, { ...options, icon: false, role: 'status' });
    case 'success':
      return toast.success(message, { ...options, role: 'status' });
    default:
      return toast.error(message, { ...options, role: 'alert' });
  }
}

export interface ToastHostProps {
  /** Accessible name of the notification region, e.g. '알림 (Alt+T)' (Alt+T moves focus to the toasts). */
  label: string;
  /** Accessible name of each toast's close button, e.g. '알림 닫기'. */
  closeLabel: string;
}

/**
 * Where `notify` toasts appear; render once in the app layout. react-toastify's container with
 * the settings of SPEC §9, the design tokens and translated labels.
 */
export function ToastHost({ label, closeLabel }: ToastHostProps) {
  const closeButton = ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme} ${s.closeButton}`}
      aria-label={closeLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg className={s.closeIcon} aria-hidden="true" focusable="false" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
  return <ToastContainer {...TOAST_SETTINGS} className={s.container} aria-label={label} closeButton={closeButton} />;
}
