import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The portal's grey page under the header, so that the scrolled style is visible. */
export const page = style({ minHeight: '100vh', background: vars.color.surfaceMuted });
