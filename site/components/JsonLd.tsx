import { jsonLdText } from '../lib/structuredData.ts';

/** schema.org JSON-LD in the page's head (a data block: never executed, so no CSP hash is needed). */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
