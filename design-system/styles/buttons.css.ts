import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/**
 * The secondary action: the brand's colour as an outline on the surface, a 44 px target (WCAG
 * 2.5.8), the focus ring of every control. For a <button> or a link that looks like one; a
 * variant adds to it (`style([outlineButton, { … }])`) rather than writing the shape again.
 */
export const outlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
