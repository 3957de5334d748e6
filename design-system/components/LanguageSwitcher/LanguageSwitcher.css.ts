import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ position: 'relative', display: 'inline-block', fontFamily: vars.font.body });

export const visuallyHidden = style({
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

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 500,
  // A language's own name on one line ('Tiếng Việt', 'Монгол'): the button grows, never wraps.
  whiteSpace: 'nowrap',
  flexShrink: 0,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandHover, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const icon = style({ width: 18, height: 18, flexShrink: 0 });

export const chevron = style({
  width: 14,
  height: 14,
  flexShrink: 0,
  transition: 'transform 0.2s',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const list = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  right: 0,
  zIndex: 20,
  minWidth: '100%',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: `0 8px 24px color-mix(in srgb, ${vars.color.text} 14%, transparent)`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[hidden]': { display: 'none' },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: 14,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&[aria-selected="true"]': { color: vars.color.brand, fontWeight: 700 },
  },
});

/** The option the keyboard is on (aria-activedescendant), ringed while the list has keyboard focus. */
export const active = style({
  selectors: { [`${list}:focus-visible > &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const check = style({ width: 16, height: 16, flexShrink: 0 });
