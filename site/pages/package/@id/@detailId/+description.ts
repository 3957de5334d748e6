import type { PageContext } from 'vike/types';
import { translate } from '../../../../../shared/i18n/siteTitle.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => pageContext.data?.offer.summary ?? translate(pageContext, 'site.description');
