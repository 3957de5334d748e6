import { style } from '@vanilla-extract/css';
import { vars } from '@raon/design-system/tokens';

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, width: '100%' });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
// A poster keeps its own proportions and is never cropped: as wide as the dialog allows, as tall
// as leaves the title, the text and the buttons in view (half the window), centred.
export const image = style({
  display: 'block',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: '50dvh',
  margin: '0 auto',
  borderRadius: vars.radius.md,
});
export const text = style({ margin: `${vars.space.md} 0 0`, whiteSpace: 'pre-line' });
export const link = style({ display: 'inline-block', marginTop: vars.space.sm, color: vars.color.brand, fontWeight: 600 });
