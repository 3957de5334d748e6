import { Modal, RippleButton } from '@raon/design-system';
import { useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { contentLang } from '../../locales/languages.ts';
import { fileUrl } from '../lib/hotel.ts';
import { imageAlt } from '../pages/facility/shared/cards.ts';
import { useStores } from '../stores/context.tsx';
import { useStore } from '../stores/useStore.ts';
import type { Popup } from './EventPopups.tsx';
import * as s from './EventPopups.css.ts';

export { keepAway } from '../lib/popupKeep.ts';

/** The usual pop-up poster: portrait, 4:5 (server/db/seed-images.ts). */
const POSTER = { width: 800, height: 1000 } as const;

/**
 * One event pop-up: its poster, text and link, "don't show again today" and 닫기. Its code (and the
 * modal's, the ripple button's, the focus trap's) comes only when a pop-up is to be shown
 * (EventPopups.tsx), not with every home or property page. `onClose(hideToday)` is called by 닫기,
 * × and Escape alike; the caller keeps the pop-up away.
 */
export default function EventPopupDialog({ popup, onClose }: { popup: Popup; onClose: (hideToday: boolean) => void }) {
  const { t } = useTranslation('site');
  const { locale } = usePageContext();
  const layout = useStore(useStores().layout);
  // Ticked for this pop-up only: the next of a stack starts unticked, in the same open modal.
  const [hideSeq, setHideSeq] = useState<number | null>(null);
  const hide = hideSeq === popup.popup_seq;
  const checkId = useId();
  const lang = contentLang(popup.content_lang_type, locale);
  const close = () => onClose(hide);
  return (
    <Modal
      open
      onClose={close}
      title={<span lang={lang}>{popup.title}</span>}
      closeLabel={t('popup.close')}
      isMobile={layout.isMobile}
      width={480}
      footer={
        <div className={s.footer}>
          <label className={s.check} htmlFor={checkId}>
            <input id={checkId} type="checkbox" checked={hide} onChange={(e) => setHideSeq(e.target.checked ? popup.popup_seq : null)} />
            {t('popup.hideToday')}
          </label>
          <RippleButton onClick={close}>{t('popup.close')}</RippleButton>
        </div>
      }
    >
      {popup.image ? (
        // A poster is shown whole, in its own proportions: the width and height only reserve the
        // space of the usual 4:5 poster until the image's own size is known (issue 15, point 6).
        <img className={s.image} src={fileUrl(popup.image)} alt={imageAlt(popup.image, popup.title, locale)} width={POSTER.width} height={POSTER.height} />
      ) : null}
      <p className={s.text} lang={lang}>
        {popup.content}
      </p>
      {popup.link_url ? (
        <a className={s.link} href={popup.link_url}>
          {t('popup.more', { title: popup.title })}
        </a>
      ) : null}
    </Modal>
  );
}
