import type { PageContext } from 'vike/types';
import { translate } from '../../shared/i18n/siteTitle.ts';
import { portalTitle } from '../title.ts';

export default (pageContext: PageContext) => portalTitle(pageContext.urlPathname, (key) => translate(pageContext, key));
