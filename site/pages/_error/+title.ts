import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../shared/i18n/siteTitle.ts';

/** The error page says what happened in its title too (issue 29: a 404's tab read as the home page). */
export default (pageContext: PageContext) => pageTitle(pageContext, translate(pageContext, pageContext.is404 ? 'error.notFoundTitle' : 'error.serverTitle'));
