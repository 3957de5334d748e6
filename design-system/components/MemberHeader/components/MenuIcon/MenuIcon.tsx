import type { ReactNode } from 'react';
import type { MemberMenuIcon } from '../../memberMenu.ts';

export const headerGlyphs = ['menu', 'close', 'chevron', 'external', 'bell'] as const;
type Glyph = MemberMenuIcon | (typeof headerGlyphs)[number];

const paths: Record<Glyph, ReactNode> = {
  operation: (
    <>
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
      <path d="M15 10h4a1 1 0 0 1 1 1v10M3 21h18M8 8h3M8 12h3M8 16h3" />
    </>
  ),
  revenue: <path d="M4 20V10M10 20V4M16 20v-7M21 20H3" />,
  cost: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14.5h2M7 3h10" />
    </>
  ),
  income: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 12h7M9 16h7M9 8h3" />
    </>
  ),
  board: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </>
  ),
  membership: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m12 8.5 1.1 2.2 2.4.3-1.7 1.7.4 2.4-2.2-1.1-2.2 1.1.4-2.4-1.7-1.7 2.4-.3z" />
    </>
  ),
  mypage: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </>
  ),
};

export interface MenuIconProps {
  /** Which icon. */
  name: Glyph;
  /** Width and height in px. @default 20 */
  size?: number;
  /** Extra class. */
  className?: string;
}

/** Decorative line icons of the member header (inline SVG, currentColor, hidden from assistive technology). */
export function MenuIcon({ name, size = 20, className }: MenuIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
