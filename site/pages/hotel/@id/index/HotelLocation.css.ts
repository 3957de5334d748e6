import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';
import { outlineButton } from '@raon/design-system/styles/buttons.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const map = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceMuted });
export const caption = style({ fontSize: 14, color: vars.color.textMuted });
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.md });
export const term = style({ fontWeight: 700, color: vars.color.text });
export const detail = style({ margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' });
export const copyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
// A quiet one beside the address: neutral outline, smaller type.
export const copy = style([outlineButton, { minHeight: 36, padding: `0 ${vars.space.md}`, borderColor: vars.color.border, color: vars.color.text, fontSize: 14, fontWeight: 400 }]);
export const status = style({ fontSize: 14, color: vars.color.textMuted });
export const links = style({ listStyle: 'none', margin: `${vars.space.lg} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const link = style([outlineButton, { padding: `0 ${vars.space.md}` }]);
export const linksTitle = style({ margin: `${vars.space.lg} 0 0`, fontSize: 16, fontWeight: 700 });
