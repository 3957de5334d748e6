import { style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';
import { outlineButton } from '@raon/design-system/styles/buttons.css.ts';

export const bar = style({ background: vars.color.surfaceMuted, borderBottom: `1px solid ${vars.color.border}` });
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(160px, 1.2fr) minmax(150px, 1fr) minmax(150px, 1fr) minmax(250px, 1.6fr) auto',
  alignItems: 'end',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  // Up to 1240 px (tablets and phones) two columns: the hotel, the guests and the button take both.
  '@media': { [media.brandMobile]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'stretch', gap: vars.space.sm } },
});
export const title = style({
  margin: 0,
  alignSelf: 'center',
  fontSize: 18,
  fontWeight: 700,
  '@media': { [media.brandMobile]: { gridColumn: '1 / -1' } },
});
const box = {
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
} as const;
export const wide = style({ '@media': { [media.brandMobile]: { gridColumn: '1 / -1' } } });
export const picker = style({
  ...box,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: 2,
  width: '100%',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const pickerLabel = style({ fontSize: 13, color: vars.color.textMuted });
export const pickerValue = style({ fontSize: 16, fontWeight: 600 });
export const field = style({ display: 'grid', gap: 4, minWidth: 0 });
export const label = style({ fontSize: 13, color: vars.color.textMuted, fontWeight: 600 });
export const date = style({
  ...box,
  width: '100%',
  minWidth: 0,
  fontSize: 16,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-invalid=true]': { borderColor: vars.color.critical },
  },
});
export const fieldHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });
export const nights = style({ fontSize: 13, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const guests = style({ position: 'relative', minWidth: 0 });
export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 8px)',
  zIndex: 20,
  width: 340,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: '0 8px 24px rgba(0,0,0,0.16)',
  '@media': { [media.brandMobile]: { position: 'static', width: 'auto', marginTop: vars.space.sm, boxShadow: 'none' } },
});
export const roomSet = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, margin: 0, padding: vars.space.sm, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const done = style([outlineButton, { justifySelf: 'end', fontWeight: 700 }]);
export const submit = style({ display: 'grid', minHeight: 56, '@media': { [media.brandMobile]: { gridColumn: '1 / -1' } } });
export const problems = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.critical,
  selectors: { '&:empty': { display: 'none' } },
});
