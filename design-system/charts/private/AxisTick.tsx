import type { TickRendererProps } from '@visx/axis';
import * as s from './plot.css.ts';

/**
 * Tick labels as a plain <text> with a class. visx's default <Text> wraps each label in an
 * <svg style="overflow: visible">, an inline style the page's CSP forbids in server HTML.
 */
export function tickLabel(anchor: 'start' | 'middle' | 'end', dy: string) {
  return function AxisTickLabel({ x, y, formattedValue }: TickRendererProps) {
    return (
      <text x={x} y={y} dy={dy} textAnchor={anchor} className={s.tick}>
        {formattedValue}
      </text>
    );
  };
}

export const bottomTick = tickLabel('middle', '0.2em');
export const leftTick = tickLabel('end', '0.32em');
export const rightTick = tickLabel('start', '0.32em');
