import type { PageContext } from 'vike/types';
import { translate } from '../../shared/i18n/siteTitle.ts';

// The default meta and Open Graph description; pages with their own content override it.
export default (pageContext: PageContext) => translate(pageContext, 'site.description');
