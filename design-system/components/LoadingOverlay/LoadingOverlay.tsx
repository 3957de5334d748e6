import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as s from './LoadingOverlay.css.ts';

export const loadingOverlayScopes = ['viewport', 'container'] as const;
export type LoadingOverlayScope = (typeof loadingOverlayScopes)[number];

export interface LoadingOverlayProps {
  /** What is happening, read by screen readers (not shown), e.g. '처리 중입니다'. */
  label: string;
  /** Cover the whole viewport, or only the nearest positioned ancestor. @default 'viewport' */
  scope?: LoadingOverlayScope;
  /** Extra class on the overlay. @default undefined */
  className?: string;
  /** How far the work has come, shown under the spinner in words and announced politely (e.g. '파일을 보내는 중 42% (4.2MB / 10.0MB)'). @default none */
  progress?: ReactNode;
}

/**
 * A veil with a spinner over the page while a call runs (SPEC §2: the owner login shows one
 * during the call). It stops pointer input; the app disables its form controls for the keyboard.
 * Render it only while loading.
 */
export function LoadingOverlay({ label, scope = 'viewport', className, progress }: LoadingOverlayProps) {
  return (
    <div className={[s.overlay, s.scope[scope], className ?? ''].filter(Boolean).join(' ')} aria-busy="true">
      {progress === undefined ? (
        <Spinner label={label} size="lg" />
      ) : (
        <div className={s.stack}>
          <Spinner label={label} size="lg" />
          <p className={s.progress} role="status" data-testid="loading-progress">
            {progress}
          </p>
        </div>
      )}
    </div>
  );
}
