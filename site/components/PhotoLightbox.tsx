import type { LightboxImage } from '@raon/design-system/components/Lightbox/Lightbox.tsx';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';

// The lightbox's code and styles arrive with the first picture opened, never with the page.
const Lightbox = lazy(() => import('@raon/design-system/components/Lightbox/Lightbox.tsx').then((m) => ({ default: m.Lightbox })));

export interface PhotoLightbox {
  /** Opens picture i (0-based). */
  open: (index: number) => void;
  /** The accessible name of picture i's button: '디럭스 더블 사진 2/5 크게 보기'. */
  openLabel: (index: number) => string;
  /** The lightbox while open; null otherwise. Render it anywhere in the page. */
  element: ReactNode;
}

/**
 * Every picture of a gallery reachable (issue 29, point 4): each thumbnail is a button that opens
 * the design system's Lightbox on its picture, in the page's language.
 */
export function usePhotoLightbox(images: LightboxImage[], name: string): PhotoLightbox {
  const { t } = useTranslation('ui');
  const [index, setIndex] = useState<number | null>(null);
  const close = useCallback(() => setIndex(null), []);
  const labels = useMemo(
    () => ({
      dialog: t('lightbox.dialog', { name }),
      close: t('lightbox.close'),
      previous: t('lightbox.previous'),
      next: t('lightbox.next'),
      counter: (current: number, total: number) => t('lightbox.counter', { current, total }),
    }),
    [t, name],
  );
  const openLabel = useCallback((i: number) => t('lightbox.open', { name, current: i + 1, total: images.length }), [t, name, images.length]);
  const element =
    index === null ? null : (
      <Suspense fallback={null}>
        <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={close} labels={labels} />
      </Suspense>
    );
  return { open: setIndex, openLabel, element };
}
