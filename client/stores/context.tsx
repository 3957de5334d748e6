import { createContext, useContext, useState, type ReactNode } from 'react';
import { createSessionStore, type SessionState } from './session.ts';

export interface Stores {
  session: SessionState;
}

const StoresContext = createContext<Stores | null>(null);

/**
 * Stores are made once per React root: once per request on the server, once per tab on the
 * client. Never a module-level proxy that two requests could share (DESIGN §2).
 */
export function StoresProvider({ children }: { children: ReactNode }) {
  const [stores] = useState<Stores>(() => ({ session: createSessionStore() }));
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() outside <StoresProvider>');
  return stores;
}
