import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  inset: 0,
  zIndex: 1100,
  display: 'grid',
  placeItems: 'center',
  background: `color-mix(in srgb, ${vars.color.surface} 72%, transparent)`,
  cursor: 'progress',
  // A short delay keeps quick calls from flashing the veil.
  animation: `${fadeIn} 0.2s ease-out 0.1s both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const scope = styleVariants({
  viewport: { position: 'fixed' },
  container: { position: 'absolute' },
});

/** The spinner with the progress in words under it. */
export const stack = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: vars.space.lg, maxWidth: 'min(90vw, 420px)' });

export const progress = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 16,
  fontWeight: 600,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  boxShadow: '0 2px 12px rgb(0 0 0 / 0.12)',
});
