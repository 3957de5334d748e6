import type { PageContext } from 'vike/types';
import { pageTitle, translate } from '../../../../shared/i18n/siteTitle.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const { tab } = pageContext.data;
  return pageTitle(
    pageContext,
    tab === 'ALL' ? translate(pageContext, 'site:facility.title') : translate(pageContext, 'site:facility.filteredTitle', { type: translate(pageContext, `site:facility.tabs.${tab}`) }),
  );
};
