import { style } from '@vanilla-extract/css';

export const bar = style({ shapeRendering: 'crispEdges' });
