import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system';

// My page → notifications (issue 28, point 3).
export const count = style({ margin: 0, fontWeight: 600 });
export const list = style({ listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '&[data-read="false"]': { borderLeft: `4px solid ${vars.color.brand}` } },
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const kind = style({ fontWeight: 700 });
export const date = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: 14, fontVariantNumeric: 'tabular-nums' });
export const text = style({ margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' });
export const unreadText = style({ fontWeight: 600 });
export const table = style({ borderCollapse: 'collapse', width: '100%', maxWidth: 560 });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${table} td`, { textAlign: 'center' });
globalStyle(`${table} thead th:not(:first-child)`, { textAlign: 'center' });
export const check = style({ width: 22, height: 22, accentColor: vars.color.brand, cursor: 'pointer' });
