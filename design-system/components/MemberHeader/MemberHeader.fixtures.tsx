// Story data: a fictional owner, booking site and wordmark (no real business data).
import type { MemberHeaderUser } from './MemberHeader.tsx';

export const storyBookingSite = 'https://booking.raon-hotels.example';

export const sokchoOwner: MemberHeaderUser = { name: '이서윤', memberNumbers: ['13-1203-01', '13-1508-02'] };
export const naksanOwner: MemberHeaderUser = { name: '박도현', memberNumbers: ['14-0712-01'] };
export const englishOwner: MemberHeaderUser = { name: 'Seoyun Lee', memberNumbers: ['13-1203-01', '13-1508-02'] };

/** A stand-in wordmark (decorative: the control around it is named). */
export function StoryLogo() {
  return (
    <svg aria-hidden="true" focusable="false" width="124" height="32" viewBox="0 0 124 32" fill="none" stroke="currentColor" strokeWidth="2.4">
      <circle cx="16" cy="16" r="13" />
      <path d="M8 19.5c2.6-2.4 5.4-2.4 8 0s5.4 2.4 8 0M11 13.5a5 5 0 0 1 10 0" strokeLinecap="round" />
      <text x="36" y="23" fill="currentColor" stroke="none" fontSize="20" fontWeight="800" letterSpacing="2.5" fontFamily="inherit">
        RAON
      </text>
    </svg>
  );
}
