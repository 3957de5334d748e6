import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const reduced = '(prefers-reduced-motion: reduce)';

/** On react-toastify's container: its light theme, re-coloured with the design tokens. */
export const container = style({
  vars: {
    '--toastify-font-family': vars.font.body,
    '--toastify-color-light': vars.color.surface,
    '--toastify-toast-background': vars.color.surface,
    '--toastify-text-color-light': vars.color.text,
    // The icon and progress colours are declared on :root from these; set them here as well.
    '--toastify-color-error': vars.color.critical,
    '--toastify-icon-color-error': vars.color.critical,
    '--toastify-color-progress-error': vars.color.critical,
    '--toastify-color-info': vars.color.brand,
    '--toastify-icon-color-info': vars.color.brand,
    '--toastify-color-progress-info': vars.color.brand,
    '--toastify-color-progress-light': vars.color.brand,
    '--toastify-toast-bd-radius': vars.radius.md,
  },
});

globalStyle(`${container} .Toastify__toast`, { fontSize: 15, lineHeight: 1.5, wordBreak: 'keep-all' });

globalStyle(`${container} .Toastify--animate, ${container} .Toastify--animate-icon`, {
  '@media': { [reduced]: { animationDuration: '1ms' } },
});

/** The close button, with a label of ours, a 24 px target, enough contrast and a visible focus ring. */
export const closeButton = style({
  selectors: {
    [`${container} &`]: {
      display: 'grid',
      placeItems: 'center',
      width: 28,
      height: 28,
      top: 4,
      right: 4,
      borderRadius: vars.radius.sm,
      color: vars.color.textMuted,
      opacity: 1,
    },
    [`${container} &:hover`]: { background: vars.color.surfaceMuted },
    [`${container} &:focus-visible`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const closeIcon = style({ width: 14, height: 16, fill: 'currentColor' });
