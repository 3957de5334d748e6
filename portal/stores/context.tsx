import { createContext, useContext, useState, type ReactNode } from 'react';
import type { LangType } from '../../locales/languages.ts';
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
