import { style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system/tokens';

export const box = style({ paddingBlock: vars.space.xxl, maxWidth: 520 });
export const title = style({ margin: 0, fontSize: 32 });
export const text = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });
export const home = style({ display: 'inline-block', marginTop: vars.space.lg, color: vars.color.brand, fontWeight: 600 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.xl, position: 'relative' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontWeight: 600 });
export const input = style({
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: 400,
});
export const submit = style({
  minHeight: 52,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontSize: 17,
  fontWeight: 700,
  cursor: 'pointer',
});
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
  background: vars.color.surface,
});
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const alertLink = style({ color: 'inherit', fontWeight: 700, whiteSpace: 'nowrap' });
