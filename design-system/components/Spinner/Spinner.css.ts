import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
});

/** The ring; shared with LoginProcessing and LoadingOverlay. */
export const ring = style({
  display: 'block',
  boxSizing: 'border-box',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  // Motion is reduced, not removed: a still ring would no longer say that something is happening.
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const ringSize = styleVariants({
  sm: { width: 20, height: 20, borderWidth: 2 },
  md: { width: 36, height: 36, borderWidth: 3 },
  lg: { width: 56, height: 56, borderWidth: 4 },
});

export { visuallyHidden } from '../../styles/a11y.css.ts';
