import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../shared/i18n/siteTitle.ts';

export default (pageContext: PageContext) => pageTitle(pageContext, translate(pageContext, 'site:ownerLogin.title'));
