import type { PageContext } from 'vike/types';
import { supportQuery, supportStateKeys } from '../../components/support/supportQuery.ts';
import { pageTitle, translate } from '../../i18n/siteTitle.ts';

export default (pageContext: PageContext) => {
  const { state } = supportQuery(pageContext.urlParsed.search);
  return pageTitle(pageContext, `${translate(pageContext, `site:support.${supportStateKeys[state]}`)} - ${translate(pageContext, 'site:support.title')}`);
};
