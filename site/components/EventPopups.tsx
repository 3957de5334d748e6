import { lazyPart } from '@raon/design-system';
import { Suspense, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { z } from 'zod';
import type { eventPopup } from '../../contracts/content.ts';
import { browserStorage, isClosedThisVisit, isHiddenToday } from '../lib/popupHide.ts';
import { useStores } from '../stores/context.tsx';
import { setShowPopList } from '../stores/layout.ts';

export type Popup = z.infer<typeof eventPopup>;

// The pop-up itself (the modal, its buttons, the focus trap and their class maps: ≈ 2.9 KB of brotli) is fetched only
// once the list holds one to show: a visitor who closed them, or a hotel with none running, does
// without it (docs/decisions.md, "Event pop-ups: the dialog's code only when one is shown").
// It also brings what records a closed pop-up (popupKeep.ts): only a shown pop-up can be closed.
const loadDialog = () => import('./EventPopupDialog.tsx');
const EventPopupDialog = lazyPart(loadDialog);

/** Closed in this tab: also held here, for a session storage that refuses the record (then until a reload). */
const closedInMemory = new Set<number>();

function isKeptAway(popupSeq: number): boolean {
  const local = browserStorage('localStorage');
  const session = browserStorage('sessionStorage');
  return closedInMemory.has(popupSeq) || (session !== null && isClosedThisVisit(session, popupSeq)) || (local !== null && isHiddenToday(local, popupSeq));
}

/**
 * Event pop-ups of the hotel (event_popup/list), one after another, each with "don't show again
 * today". Fetched after the page is shown, so a cached page never holds a pop-up past its end.
 * Loaded lazily: nothing of it is in the first paint's JavaScript, and the dialog's code only when
 * there is a pop-up to show.
 * A pop-up closed in any way stays closed for the visit (this tab's session storage): client-side
 * moves and reloads do not bring it back (issue 15, point 1; docs/decisions.md). The list is asked
 * for again only when the hotel, company or language changes, not on every move inside a hotel.
 */
export default function EventPopups() {
  const { scope } = usePageContext();
  const { company_seq, hotel_seq, lang_type } = scope;
  const stores = useStores();
  const [queue, setQueue] = useState<Popup[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/bff/brand/branding/event_popup/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_seq, hotel_seq, lang_type }),
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ result_data?: { event_popup_list?: Popup[] } }>) : null))
      .then((body) => {
        const list = (body?.result_data?.event_popup_list ?? []).filter((p) => !isKeptAway(p.popup_seq));
        setQueue(list);
        setShowPopList(stores.layout, list.length > 0);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [company_seq, hotel_seq, lang_type, stores.layout]);

  const current = queue[0];
  if (!current) return null;
  const close = (hide: boolean) => {
    closedInMemory.add(current.popup_seq);
    // The dialog's module is here (it is showing): recorded in the next microtask.
    void loadDialog().then((dialog) => dialog.keepAway(current.popup_seq, hide));
    const rest = queue.slice(1);
    setQueue(rest);
    setShowPopList(stores.layout, rest.length > 0);
  };
  // Its own boundary: while the dialog's code is on its way, the layout's other lazy parts (the
  // hotel modal, the toasts) stay as they are. One dialog for a stack: the modal stays open from one
  // pop-up to the next, as the page under it stays where it was.
  return (
    <Suspense fallback={null}>
      <EventPopupDialog popup={current} onClose={close} />
    </Suspense>
  );
}
