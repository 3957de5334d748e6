import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** SPEC §2, §9: the hotel-selection dialog is 1000 px wide on desktop. */
export const DESKTOP_WIDTH = 1000;

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
});

export const listSheet = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
});

export const item = style({ display: 'flex' });

export const apply = style({ minWidth: 160 });
