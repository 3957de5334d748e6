import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/theme.css.ts';

export const region = style({
  position: 'relative',
  overflow: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  color: vars.color.text,
  overscrollBehaviorX: 'contain',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** A bounded height makes the region the scroll container, so the sticky header and total row stick to it. */
export const regionLimited = style({ maxHeight: 'min(70vh, 720px)' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: 14,
  lineHeight: 1.4,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.portalMobile]: { fontSize: 13 } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
  fontSize: 16,
  fontWeight: 700,
});

export const captionHidden = style({
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

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  fontWeight: 400,
  background: vars.color.surface,
  '@media': { [media.portalMobile]: { padding: `${vars.space.sm} ${vars.space.sm}` } },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const headCell = style({ background: vars.color.surfaceMuted, fontWeight: 600, color: vars.color.text });

export const stickyHead = style({});
globalStyle(`${stickyHead} th`, { position: 'sticky', top: 0, zIndex: 2 });

/** Row headers (the date) stay in view while the figures scroll sideways. */
export const rowHeader = style({ position: 'sticky', left: 0, zIndex: 1 });
export const firstColumn = style({ left: 0, zIndex: 3 });
globalStyle(`${stickyHead} th${firstColumn}`, { zIndex: 3 });
globalStyle(`thead th${firstColumn}`, { position: 'sticky' });

export const row = style({});
globalStyle(`${row}:hover > *`, { background: vars.color.surfaceMuted });

export const subtotalRow = style({});
globalStyle(`${subtotalRow} > *`, { background: vars.color.surfaceMuted, fontWeight: 600 });

export const totalRow = style({});
globalStyle(`${totalRow} > *`, {
  position: 'sticky',
  bottom: 0,
  background: vars.color.surfaceMuted,
  borderTop: `2px solid ${vars.color.text}`,
  borderBottom: 0,
  fontWeight: 700,
});
globalStyle(`${totalRow} > th`, { left: 0, zIndex: 2 });

export const empty = style({ padding: `${vars.space.xl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted });
