import { media, vars } from '@raon/design-system';
import { style } from '@vanilla-extract/css';

// The board's own layout (issue 13): tabs, the notice list and its detail, the data room.

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
  borderBottom: '3px solid transparent',
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand } },
  '@media': { [media.portalMobile]: { padding: `0 ${vars.space.sm}`, fontSize: 14 } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 14, flex: '1 1 220px' });
export const input = style({ minHeight: 44, padding: `0 ${vars.space.sm}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, font: 'inherit' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const rowLink = style({ color: vars.color.text, textDecoration: 'none', minHeight: 24, selectors: { '&:hover': { textDecoration: 'underline' } } });
export const pinned = style({ fontSize: 12, fontWeight: 700, color: vars.color.critical, marginRight: vars.space.xs });
export const meta = style({ color: vars.color.textMuted, fontSize: 14, display: 'inline-flex', gap: vars.space.md, whiteSpace: 'nowrap' });
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.md });
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.surface, fontWeight: 700 } },
});
export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const articleTitle = style({ fontSize: 24, lineHeight: 1.4, margin: 0, '@media': { [media.portalMobile]: { fontSize: 20 } } });
export const content = style({ whiteSpace: 'pre-line', lineHeight: 1.8, margin: 0, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
export const neighbours = style({ display: 'flex', flexDirection: 'column', margin: 0, borderTop: `1px solid ${vars.color.border}` });
export const neighbour = style({ display: 'flex', gap: vars.space.md, padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const neighbourLabel = style({ flex: '0 0 auto', minWidth: 64, color: vars.color.textMuted, fontSize: 14 });
export const event = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const eventTitle = style({ fontSize: 18, margin: 0 });
export const state = style({ fontSize: 12, fontWeight: 700, padding: `2px ${vars.space.xs}`, borderRadius: vars.radius.sm, border: `1px solid currentColor`, marginLeft: vars.space.xs });
