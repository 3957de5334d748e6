import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
});

export const block = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `color-mix(in srgb, ${vars.color.border} 55%, ${vars.color.surfaceMuted})`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const title = style({ width: 'min(40%, 320px)', height: 36 });
export const subtitle = style({ width: 'min(70%, 560px)', height: 20 });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.brandMobile]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});
export const cardImage = style({ width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.md });
export const cardTitle = style({ width: '60%', height: 22, marginTop: vars.space.xs });
export const cardText = style({ width: '85%', height: 16 });
