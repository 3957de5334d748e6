import { createContext, useContext, useState, type ReactNode } from 'react';
import type { BrandTerm } from '../../contracts/brand.ts';
import type { BrandMain } from '../../contracts/brand.ts';
import { createHotelStore, type HotelState } from './hotel.ts';
import { createLayoutStore, type LayoutState } from './layout.ts';
import { createReservationStore, restoreReservation, type ReservationState } from './reservation.ts';
import { seoulDay } from '../../contracts/seoul-clock.ts';
import { createRouteStore, type RouteState } from './route.ts';
import { createSessionStore, type SessionState } from './session.ts';
import { rememberFirstSnapshot } from './useStore.ts';

export interface Stores {
  session: SessionState;
  hotel: HotelState;
  layout: LayoutState;
  route: RouteState;
  reservation: ReservationState;
}

export interface StoresInit {
  hotelSeq: number | '';
  companySeq: number;
  brand: BrandMain | null;
  terms: BrandTerm[];
  isMobile: boolean;
}

const StoresContext = createContext<Stores | null>(null);

/** The browser tab's stores, for the page-transition hooks that run outside React. */
let browserStores: Stores | null = null;
export function clientStores(): Stores | null {
  return browserStores;
}

/**
 * Stores are made once per React root: once per request on the server, once per tab on the
 * client. Never a module-level proxy that two requests could share (DESIGN §2).
 */
export function StoresProvider({ init, children }: { init: StoresInit; children: ReactNode }) {
  const [stores] = useState<Stores>(() => {
    const made: Stores = {
      session: createSessionStore(),
      hotel: createHotelStore(init),
      layout: createLayoutStore(init.isMobile),
      route: createRouteStore(),
      reservation: createReservationStore(),
    };
    for (const store of Object.values(made)) rememberFirstSnapshot(store);
    if (typeof window !== 'undefined') {
      browserStores = made;
      // The visit's booking choice (issue 29, point 1), before any effect reads or writes it; the
      // page hydrates from the snapshot as made, i.e. as the server rendered it (useStore).
      restoreReservation(made.reservation, seoulDay());
    }
    return made;
  });
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() outside <StoresProvider>');
  return stores;
}
