import * as s from './Skeleton.css.ts';
import { visuallyHidden } from '../Spinner/Spinner.css.ts';

export interface SkeletonProps {
  /** Read by screen readers while the page loads (not shown), e.g. '페이지를 불러오는 중입니다'. */
  label: string;
  /** Number of cards under the header. @default 2 */
  cards?: number;
  /** Extra class on the wrapper. @default undefined */
  className?: string;
}

/** The loading skeleton screen (SPEC §2): a header with title and subtitle lines, and two cards. */
export function Skeleton({ label, cards = 2, className }: SkeletonProps) {
  const block = (shape: string) => `${s.block} ${shape}`;
  return (
    <div role="status" aria-busy="true" className={[s.root, className ?? ''].filter(Boolean).join(' ')}>
      <span className={visuallyHidden}>{label}</span>
      <div className={s.header} aria-hidden="true">
        <span className={block(s.title)} />
        <span className={block(s.subtitle)} />
      </div>
      <div className={s.cards} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className={s.card}>
            <span className={block(s.cardImage)} />
            <span className={block(s.cardTitle)} />
            <span className={block(s.cardText)} />
          </div>
        ))}
      </div>
    </div>
  );
}
