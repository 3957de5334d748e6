import type { PageContext } from 'vike/types';
import { pageTitle } from '../../../../../shared/i18n/siteTitle.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => pageTitle(pageContext, pageContext.data?.offer.title);
