import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

const height = 56;

/**
 * SPEC §2: the bar sticks under the header once the page scrolls up to it. Position sticky keeps it
 * in its place in the page and holds it at the header's bottom edge (the header's row plus its
 * 1 px border) from then on, with no gap in which it scrolls out of view (issue 15, point 2).
 */
export const root = style({
  position: 'sticky',
  top: `calc(${vars.layout.headerHeight} + 1px)`,
  zIndex: 90,
  height,
  fontFamily: vars.font.body,
});

export const nav = style({
  height,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
});

/** The stuck state: the bar lifts off the content scrolling under it. */
export const sticky = style({
  boxShadow: `0 4px 12px color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
});

export const list = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  height: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  listStyle: 'none',
  boxSizing: 'content-box',
  '@media': {
    // Six tabs do not fit a phone: the row scrolls sideways.
    [media.brandMobile]: {
      justifyContent: 'flex-start',
      maxWidth: 'none',
      padding: `0 ${vars.space.sm}`,
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
      WebkitOverflowScrolling: 'touch',
    },
  },
});

export const item = style({ display: 'flex', flexShrink: 0 });

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.lg}`,
  borderTop: '3px solid transparent',
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: 16,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'color 0.2s, border-color 0.2s',
  '@media': {
    [media.brandMobile]: { padding: `0 ${vars.space.md}`, fontSize: 15 },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: 700 },
  },
});
