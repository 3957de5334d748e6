import { usePageContext } from 'vike-react/usePageContext';
import { I18N_SCRIPT_ID, i18nScriptText } from '../../shared/i18n/instance.ts';
import { FONT_FACES_HREF, FONT_FACES_ID } from '../../shared/lib/fonts.ts';

/** The portal's head: fonts (switched on when idle), icon, no indexing, and its translations as data. */
export default function Head() {
  const { cspNonce, i18nStore, assetVersion } = usePageContext();
  return (
    <>
      <link rel="stylesheet" href={FONT_FACES_HREF} media="print" id={FONT_FACES_ID} />
      <link rel="icon" type="image/svg+xml" href={`/favicon/brand.svg?v=${encodeURIComponent(assetVersion)}`} />
      <meta name="robots" content="noindex, nofollow" />
      <meta name="theme-color" content="#1F4E79" />
      {i18nStore ? <script id={I18N_SCRIPT_ID} type="application/json" nonce={cspNonce} dangerouslySetInnerHTML={{ __html: i18nScriptText(i18nStore) }} /> : null}
    </>
  );
}
