import type { PageContext } from 'vike/types';
import { translate } from '../client/i18n/siteTitle.ts';
import { portalTitle } from '../client/member/title.ts';

export default (pageContext: PageContext) => portalTitle(pageContext.urlPathname, (key) => translate(pageContext, key));
