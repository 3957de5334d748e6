import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../shared/i18n/siteTitle.ts';
import { termIndex } from './termIndex.ts';

export default (pageContext: PageContext) => {
  const term = pageContext.terms[termIndex(pageContext.urlParsed.search.state, pageContext.terms.length)];
  return pageTitle(pageContext, term ? `${term.title} - ${translate(pageContext, 'site:terms.title')}` : translate(pageContext, 'site:terms.title'));
};
