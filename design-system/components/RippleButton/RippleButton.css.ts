import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const RIPPLE_MS = 1500;

const spread = keyframes({
  from: { transform: 'scale(0)', opacity: 0.45 },
  to: { transform: 'scale(1)', opacity: 0 },
});

export const base = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 0.2s, border-color 0.2s',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const variant = styleVariants({
  primary: { background: vars.color.brand, color: vars.color.onBrand, selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.1)' } } },
  secondary: { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } } },
  ghost: { background: 'transparent', color: vars.color.text, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } } },
});

export const size = styleVariants({
  md: { minHeight: 44, padding: `0 ${vars.space.md}`, fontSize: 15 },
  lg: { minHeight: 52, padding: `0 ${vars.space.lg}`, fontSize: 17 },
});

export const fullWidth = style({ width: '100%' });

export const ripple = style({
  position: 'absolute',
  borderRadius: '50%',
  pointerEvents: 'none',
  background: 'currentColor',
  animation: `${spread} ${RIPPLE_MS}ms ease-out forwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1ms' } },
});
