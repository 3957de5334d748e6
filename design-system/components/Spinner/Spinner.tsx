import * as s from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, read by screen readers (not shown), e.g. '불러오는 중'. */
  label: string;
  /** Diameter: sm 20 px, md 36 px, lg 56 px. @default 'md' */
  size?: SpinnerSize;
  /** Extra class on the wrapper. @default undefined */
  className?: string;
}

/** The generic loading indicator (SPEC §2): a status region with a visually hidden label. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <span className={`${s.ring} ${s.ringSize[size]}`} aria-hidden="true" />
      <span className={s.visuallyHidden}>{label}</span>
    </span>
  );
}
