import { Modal, RippleButton } from '@raon/design-system';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useStore } from '../stores/useStore.ts';
import { usePageContext } from 'vike-react/usePageContext';
import type { z } from 'zod';
import type { eventPopup } from '../../contracts/content.ts';
import { contentLang } from '../../locales/languages.ts';
import { fileUrl } from '../lib/hotel.ts';
import { imageAlt } from '../pages/facility/shared/cards.ts';
import { browserStorage, closeForVisit, hideToday, isClosedThisVisit, isHiddenToday } from '../lib/popupHide.ts';
import { useStores } from '../stores/context.tsx';
import { setShowPopList } from '../stores/layout.ts';
import * as s from './EventPopups.css.ts';

type Popup = z.infer<typeof eventPopup>;

/** The usual pop-up poster: portrait, 4:5 (server/db/seed-images.ts). */
const POSTER = { width: 800, height: 1000 } as const;

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
 * Loaded lazily: nothing of it is in the first paint's JavaScript.
 * A pop-up closed in any way stays closed for the visit (this tab's session storage): client-side
 * moves and reloads do not bring it back (issue 15, point 1; docs/decisions.md). The list is asked
 * for again only when the hotel, company or language changes, not on every move inside a hotel.
 */
export default function EventPopups() {
  const { t } = useTranslation('site');
  const { scope, locale } = usePageContext();
  const { company_seq, hotel_seq, lang_type } = scope;
  const stores = useStores();
  const layout = useStore(stores.layout);
  const [queue, setQueue] = useState<Popup[]>([]);
  const [hide, setHide] = useState(false);
  const checkId = useId();

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
  const close = () => {
    closedInMemory.add(current.popup_seq);
    const session = browserStorage('sessionStorage');
    if (session) closeForVisit(session, current.popup_seq);
    const local = browserStorage('localStorage');
    if (hide && local) hideToday(local, current.popup_seq);
    setHide(false);
    const rest = queue.slice(1);
    setQueue(rest);
    setShowPopList(stores.layout, rest.length > 0);
  };
  return (
    <Modal
      open
      onClose={close}
      title={<span lang={contentLang(current.content_lang_type, locale)}>{current.title}</span>}
      closeLabel={t('popup.close')}
      isMobile={layout.isMobile}
      width={480}
      footer={
        <div className={s.footer}>
          <label className={s.check} htmlFor={checkId}>
            <input id={checkId} type="checkbox" checked={hide} onChange={(e) => setHide(e.target.checked)} />
            {t('popup.hideToday')}
          </label>
          <RippleButton onClick={close}>{t('popup.close')}</RippleButton>
        </div>
      }
    >
      {current.image ? (
        // A poster is shown whole, in its own proportions: the width and height only reserve the
        // space of the usual 4:5 poster until the image's own size is known (issue 15, point 6).
        <img className={s.image} src={fileUrl(current.image)} alt={imageAlt(current.image, current.title, locale)} width={POSTER.width} height={POSTER.height} />
      ) : null}
      <p className={s.text} lang={contentLang(current.content_lang_type, locale)}>
        {current.content}
      </p>
      {current.link_url ? (
        <a className={s.link} href={current.link_url}>
          {t('popup.more', { title: current.title })}
        </a>
      ) : null}
    </Modal>
  );
}
