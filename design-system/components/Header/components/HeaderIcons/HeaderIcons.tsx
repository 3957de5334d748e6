import * as s from '../../Header.css.ts';

const iconProps = { fill: 'none', stroke: 'currentColor', 'aria-hidden': true, focusable: false } as const;

/** The chevron of a control that opens a list. */
export function ChevronIcon() {
  return (
    <svg className={s.chevron} viewBox="0 0 16 16" strokeWidth="1.8" {...iconProps}>
      <path d="M3.5 6l4.5 4.5L12.5 6" />
    </svg>
  );
}

/** A link that opens a new window. */
export function ExternalIcon() {
  return (
    <svg className={s.externalIcon} viewBox="0 0 16 16" strokeWidth="1.6" {...iconProps}>
      <path d="M9 3h4v4M13 3L7.5 8.5M11.5 9.5v3a.5.5 0 0 1-.5.5H3.5a.5.5 0 0 1-.5-.5V5a.5.5 0 0 1 .5-.5h3" />
    </svg>
  );
}

/** The mobile menu toggle, closed. */
export function MenuIcon() {
  return (
    <svg className={s.toggleIcon} viewBox="0 0 24 24" strokeWidth="1.8" strokeLinecap="round" {...iconProps}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </svg>
  );
}

/** The mobile menu toggle, open. */
export function CloseIcon() {
  return (
    <svg className={s.toggleIcon} viewBox="0 0 24 24" strokeWidth="1.8" strokeLinecap="round" {...iconProps}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
