import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { [media.portalMobile]: { display: 'flex', width: '100%' } },
});

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [media.portalMobile]: { flex: '1 1 0', minWidth: 0 } },
});

export const label = style({ fontSize: 14, fontWeight: 600, color: vars.color.textMuted });

export const hiddenLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const select = style({
  minWidth: 120,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 15,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': { [media.portalMobile]: { minWidth: 0, width: '100%' } },
});
