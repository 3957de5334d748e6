import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: vars.layout.headerHeight,
  '@media': { [media.brandMobile]: { flexWrap: 'wrap', gap: vars.space.sm, paddingBlock: vars.space.sm } },
});

export const logo = style({ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', fontWeight: 700, fontSize: 20, color: vars.color.brand });

export const nav = style({ flex: 1, '@media': { [media.brandMobile]: { flexBasis: '100%', order: 3 } } });

export const menu = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.brandMobile]: { gap: vars.space.md, flexWrap: 'wrap' } },
});

export const menuItem = style({
  display: 'inline-block',
  padding: `${vars.space.sm} 0`,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand }, '&[aria-expanded="true"]': { color: vars.color.brand } },
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginLeft: 'auto' });

export const select = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const greeting = style({ fontWeight: 600, color: vars.color.textMuted });

export const panel = style({ borderTop: `1px solid ${vars.color.border}`, background: vars.color.surfaceMuted, paddingBlock: vars.space.lg });
