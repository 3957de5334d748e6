import { Modal, RippleButton } from '@raon/design-system';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useStore } from '../stores/useStore.ts';
import { usePageContext } from 'vike-react/usePageContext';
import type { z } from 'zod';
import type { eventPopup } from '../../server/api/schemas/content.ts';
import { fileUrl } from '../lib/hotel.ts';
import { hideToday, isHiddenToday } from '../lib/popupHide.ts';
import { useStores } from '../stores/context.tsx';
import { setShowPopList } from '../stores/layout.ts';
import * as s from './EventPopups.css.ts';

type Popup = z.infer<typeof eventPopup>;

/**
 * Event pop-ups of the hotel (event_popup/list), one after another, each with "don't show again
 * today". Fetched after the page is shown, so a cached page never holds a pop-up past its end.
 * Loaded lazily: nothing of it is in the first paint's JavaScript.
 */
export default function EventPopups() {
  const { t } = useTranslation('site');
  const { scope } = usePageContext();
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
      body: JSON.stringify(scope),
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ result_data?: { event_popup_list?: Popup[] } }>) : null))
      .then((body) => {
        const list = (body?.result_data?.event_popup_list ?? []).filter((p) => !isHiddenToday(localStorage, p.popup_seq));
        setQueue(list);
        setShowPopList(stores.layout, list.length > 0);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [scope, stores.layout]);

  const current = queue[0];
  if (!current) return null;
  const close = () => {
    if (hide) hideToday(localStorage, current.popup_seq);
    setHide(false);
    const rest = queue.slice(1);
    setQueue(rest);
    setShowPopList(stores.layout, rest.length > 0);
  };
  return (
    <Modal
      open
      onClose={close}
      title={current.title}
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
        <img className={s.image} src={fileUrl(current.image)} alt={current.image.alt_text ?? ''} width={480} height={320} />
      ) : null}
      <p className={s.text}>{current.content}</p>
      {current.link_url ? (
        <a className={s.link} href={current.link_url}>
          {t('popup.more', { title: current.title })}
        </a>
      ) : null}
    </Modal>
  );
}
