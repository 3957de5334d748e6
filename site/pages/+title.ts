import type { PageContext } from 'vike/types';
import { siteTitle } from '../../shared/i18n/siteTitle.ts';

export default (pageContext: PageContext) => siteTitle(pageContext);
