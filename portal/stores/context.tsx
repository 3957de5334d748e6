import { compactWonFormatter } from '@raon/design-system';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { localeOf, type LangType } from '../../locales/languages.ts';
import type { PortalUser } from '../../contracts/portal.ts';
import { createMemberStore, type MemberState } from './member.ts';

const MemberStoreContext = createContext<MemberState | null>(null);

/** The member store is made once per React root: per request on the server, per tab in the browser (DESIGN §2). */
export function MemberStoreProvider({ user, langType, today, children }: { user: PortalUser; langType: LangType; today: string; children: ReactNode }) {
  const [store] = useState(() => createMemberStore(user, langType, today));
  return <MemberStoreContext.Provider value={store}>{children}</MemberStoreContext.Provider>;
}

export function useMemberStore(): MemberState {
  const store = useContext(MemberStoreContext);
  if (!store) throw new Error('useMemberStore() outside <MemberStoreProvider>');
  return store;
}

/**
 * Compact money in the owner's language, for totals beside their won and for chart amounts:
 * 억/만 in Korean (SPEC §9), the platform's compact notation elsewhere (issue 28: English pages
 * showed 억 and 만).
 */
export function useCompactWon(): (won: number) => string {
  const { baseParams } = useSnapshot(useMemberStore());
  const locale = localeOf(baseParams.lang_type);
  return useMemo(() => compactWonFormatter(locale), [locale]);
}
