import { style } from '@vanilla-extract/css';

/** A wrapper that takes no box of its own: the part lays out as if it were not there. */
export const contents = style({ display: 'contents' });
