import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { seriesSwatch, lineSwatch, type ChartSeries } from '../palette.css.ts';
import * as s from './ChartFrame.css.ts';

export type ChartRatio = s.ChartRatio;
/** The ratios a chart box can take (story controls). */
export const chartRatios = ['3:1', '2:1', '16:9', '3:2', '4:3', '1:1', '3:4'] as const satisfies readonly ChartRatio[];

export interface ChartSize {
  width: number;
  height: number;
}

/** One entry of the legend: a bar (filled square) or a line series. */
export interface ChartLegendItem {
  /** The series' name as shown. */
  label: string;
  /** The palette colour of the series. */
  color: ChartSeries | 'line';
}

/** The data table alternative: every plotted value, formatted. */
export interface ChartTable {
  /** Column headers; the first one heads the row labels. */
  columns: string[];
  /** One row per data point (or series): its label and formatted cells. */
  rows: { key: string; label: string; cells: string[] }[];
  /** A totals row, shown in the table foot. */
  total?: { label: string; cells: string[] };
}

export interface ChartFrameProps {
  /** Caption of the figure; also the title of the chart image. */
  title: string;
  /** What the chart shows in one or two sentences (the image's description, e.g. highest and lowest points). */
  description: string;
  /** Hide the caption visually; it stays the figure's name for screen readers. @default false */
  captionHidden?: boolean;
  /** Width : height of the chart area. @default '2:1' */
  ratio?: ChartRatio;
  /** Width : height at the portal's mobile breakpoint (≤ 992 px). @default ratio */
  mobileRatio?: ChartRatio;
  /** Width the chart is drawn at on the server and in the first client render, before it is measured. @default 720 */
  initialWidth?: number;
  /** Height at first render. @default initialWidth divided by the ratio */
  initialHeight?: number;
  /** Legend entries, shown above the chart. @default [] */
  legend?: ChartLegendItem[];
  /** The data as a table: every value for screen-reader and keyboard users. */
  table: ChartTable;
  /** Label of the disclosure that shows the table (e.g. '데이터 표 보기'). */
  tableLabel: string;
  /** Unit note above the table (e.g. '단위: 원'). @default undefined */
  tableUnit?: string;
  /** Show the table open. @default false */
  tableOpen?: boolean;
  /** When set, the chart area shows this message instead of a chart (no data). @default undefined */
  emptyLabel?: string;
  /** Draws the chart's contents (inside the <svg>) at a size. */
  children: (size: ChartSize) => ReactNode;
  /** Extra class of the figure. @default undefined */
  className?: string;
}

/**
 * Gives a chart its size and its text alternative (STYLE: charts after visx; DESIGN §7).
 * The box reserves the space with a CSS aspect ratio (a class, no inline style); the chart is
 * drawn at the initial size on the server and in the first client render, then follows the
 * box's measured size. The svg is an image with a title and a description; a disclosure holds
 * the data as a table.
 */
export function ChartFrame({
  title,
  description,
  captionHidden = false,
  ratio = '2:1',
  mobileRatio = ratio,
  initialWidth = 720,
  initialHeight,
  legend = [],
  table,
  tableLabel,
  tableUnit,
  tableOpen = false,
  emptyLabel,
  children,
  className,
}: ChartFrameProps) {
  const id = useId();
  const [boxRef, size] = useBoxSize({ width: initialWidth, height: initialHeight ?? Math.round(initialWidth / s.CHART_RATIOS[ratio]) });
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const captionId = `${id}-caption`;
  const tableCaptionId = `${id}-table`;

  return (
    <figure className={[s.figure, className ?? ''].filter(Boolean).join(' ')} aria-labelledby={captionId}>
      <figcaption id={captionId} className={captionHidden ? s.visuallyHidden : s.caption}>
        {title}
      </figcaption>
      {legend.length > 0 && emptyLabel === undefined && (
        <ul className={s.legend}>
          {legend.map((item) => (
            <li key={item.label} className={s.legendItem}>
              <span aria-hidden="true" className={item.color === 'line' ? `${s.swatchLine} ${lineSwatch}` : `${s.swatchBar} ${seriesSwatch[item.color]}`} />
              {item.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={boxRef} className={`${s.box} ${s.ratio[ratio]} ${s.mobileRatio[mobileRatio]}`}>
        {emptyLabel !== undefined ? (
          <p className={s.empty}>{emptyLabel}</p>
        ) : (
          <svg
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            className={s.svg}
            width={size.width}
            height={size.height}
            viewBox={`0 0 ${size.width} ${size.height}`}
          >
            <title id={titleId}>{title}</title>
            <desc id={descId}>{description}</desc>
            {children(size)}
          </svg>
        )}
      </div>
      {emptyLabel === undefined && (
        <details className={s.details} open={tableOpen}>
          <summary className={s.summary}>{tableLabel}</summary>
          <div className={s.tableScroll} role="region" aria-labelledby={tableCaptionId} tabIndex={0}>
            <table className={s.table}>
              <caption id={tableCaptionId} className={s.tableCaption}>
                <span className={s.visuallyHidden}>{title}</span>
                {tableUnit}
              </caption>
              <thead>
                <tr>
                  {table.columns.map((column, i) => (
                    <th key={i} scope="col" className={s.th}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className={s.rowHeader}>
                      {row.label}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={i} className={s.td}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {table.total && (
                <tfoot className={s.foot}>
                  <tr>
                    <th scope="row" className={s.rowHeader}>
                      {table.total.label}
                    </th>
                    {table.total.cells.map((cell, i) => (
                      <td key={i} className={s.td}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}

/**
 * The box's content size, starting from `initial` (server and first client render, so that
 * hydration matches) and then following the box through a ResizeObserver. Not visx's
 * ParentSize: it renders wrapper divs with inline styles, which the CSP forbids in server HTML.
 */
function useBoxSize(initial: ChartSize) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (!rect) return;
      const width = Math.round(rect.width);
      const height = Math.round(rect.height);
      // A hidden box (display: none) measures 0: keep the last size.
      if (width <= 0 || height <= 0) return;
      setSize((prev) => (prev.width === width && prev.height === height ? prev : { width, height }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
