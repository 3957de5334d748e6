import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@raon/design-system/tokens';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md, marginBottom: vars.space.lg });
export const title = style({ fontSize: 26, margin: 0 });
export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const controlsBar = style({ marginBottom: vars.space.lg });
export const unitField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 14 });
export const select = style({ minHeight: 44, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, font: 'inherit', background: vars.color.surface });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.portalMobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const cardTitle = style({ fontSize: 18, margin: `0 0 ${vars.space.md}`, display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const badge = style({ fontSize: 13, fontWeight: 700, padding: '2px 10px', borderRadius: 999, border: `1px solid ${vars.color.brand}`, color: vars.color.brand });
/** Words that only hold their place while a card loads (ProfitLoading): laid out, not seen. */
export const held = style({ visibility: 'hidden' });
/** The hint and its longest sibling in one grid cell: the taller sets the height. */
export const hintHeld = style({ display: 'grid' });
globalStyle(`${hintHeld} > *`, { gridArea: '1 / 1' });
/** The loading table: its rows' place, drawn as a skeleton. */
export const heldTable = style({ opacity: 0.5 });
export const badgeProvisional = style({ borderColor: vars.color.textMuted, color: vars.color.textMuted });
export const hint = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: 14 });
export const unitNote = style({ margin: `0 0 ${vars.space.xs}`, textAlign: 'right', color: vars.color.textMuted, fontSize: 13 });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14, fontVariantNumeric: 'tabular-nums' });
export const th = style({ textAlign: 'left', padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `2px solid ${vars.color.border}`, whiteSpace: 'nowrap', fontWeight: 600 });
export const td = style({ padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const num = style({ textAlign: 'right' });
export const totalRow = style({ fontWeight: 700, background: vars.color.surfaceMuted });
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, margin: 0 });
export const figure = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const figureLabel = style({ fontSize: 13, color: vars.color.textMuted, margin: 0 });
export const figureValue = style({ fontSize: 22, fontWeight: 700, margin: `${vars.space.xs} 0 0`, fontVariantNumeric: 'tabular-nums' });
export const figureWide = style({ gridColumn: '1 / -1' });
export const definitions = style({ marginTop: vars.space.md, fontSize: 13, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const listItem = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: `${vars.space.xs} ${vars.space.md}`, padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const listLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const pinned = style({ fontSize: 12, fontWeight: 700, color: vars.color.critical, marginRight: vars.space.xs });
export const muted = style({ color: vars.color.textMuted, fontSize: 14, whiteSpace: 'nowrap' });
export const more = style({ display: 'inline-block', marginTop: vars.space.md, color: vars.color.brand, fontWeight: 600 });
export const totals = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: `0 0 ${vars.space.md}` });
export const linkButton = style({ border: 0, padding: 0, background: 'none', color: vars.color.brand, font: 'inherit', fontWeight: 600, textDecoration: 'underline', cursor: 'pointer' });
