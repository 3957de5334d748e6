import type { PageContext } from 'vike/types';
import { translate } from '../../../../../shared/i18n/siteTitle.ts';

export default (pageContext: PageContext) => translate(pageContext, 'site:offers.packageLead');
