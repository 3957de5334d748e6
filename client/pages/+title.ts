import type { PageContext } from 'vike/types';
import { siteTitle } from '../i18n/siteTitle.ts';

export default (pageContext: PageContext) => siteTitle(pageContext);
