import type { ChartFrameProps } from '../ChartFrame/ChartFrame.tsx';

/** Layout props every chart passes on to its ChartFrame (each chart states its own ratios and their defaults). */
export type ChartLayoutProps = Pick<ChartFrameProps, 'captionHidden' | 'initialWidth' | 'initialHeight' | 'tableOpen' | 'className'>;
