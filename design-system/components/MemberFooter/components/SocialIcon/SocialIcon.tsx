import type { ReactNode } from 'react';

export const socialChannels = ['instagram', 'facebook', 'youtube', 'kakao'] as const;
export type SocialChannel = (typeof socialChannels)[number];

const glyphs: Record<SocialChannel, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" />
    </>
  ),
  facebook: <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H7.3v3h2.6V21z" />,
  youtube: <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />,
  kakao: (
    <path d="M12 3.5C6.8 3.5 2.6 6.8 2.6 10.9c0 2.6 1.7 4.9 4.3 6.2l-1 3.7c-.1.3.3.6.6.4l4.4-2.9c.4 0 .7.1 1.1.1 5.2 0 9.4-3.3 9.4-7.5S17.2 3.5 12 3.5zm-4.4 9.6H6.3V9.2h1.3zm3.9.1c-1.1 0-2-.9-2-2.1s.9-2.1 2-2.1c.6 0 1.1.2 1.5.6l-.8.8a1 1 0 0 0-.7-.3c-.5 0-.9.4-.9 1s.4 1 .9 1c.3 0 .5-.1.7-.3l.8.8c-.4.4-.9.6-1.5.6zm6.2-.1h-1.2v-2c0-.4-.2-.6-.5-.6s-.6.3-.6.7v1.9h-1.2V8.8h1.2v1.5c.2-.3.6-.5 1-.5.8 0 1.3.6 1.3 1.5z" />
  ),
};

export interface SocialIconProps {
  /** Which channel's mark. */
  channel: SocialChannel;
  /** Width and height in px. @default 22 */
  size?: number;
}

/** Decorative channel marks of the member footer (inline SVG in currentColor; the link carries the name). */
export function SocialIcon({ channel, size = 22 }: SocialIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      {glyphs[channel]}
    </svg>
  );
}
