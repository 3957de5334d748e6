import { style } from '@vanilla-extract/css';

/** The chart's root; the plot's styles are shared (private/plot.css.ts). */
export const root = style({});
