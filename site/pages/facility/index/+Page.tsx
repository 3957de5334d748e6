import { Tabs } from '@raon/design-system';
import { useEffect } from 'react';
import { useTranslation } from '../../../../shared/i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { useStores } from '../../../stores/context.tsx';
import type { LayoutState } from '../../../stores/layout.ts';
import { container } from '../../../styles/global.css.ts';
import type { Data } from './+data.ts';
import { FACILITY_TABS, facilityTabHref } from '../shared/cards.ts';
import { FacilityCards } from '../shared/FacilityCards.tsx';
import * as s from '../shared/property.css.ts';

export default function Page() {
  const { t } = useTranslation('site');
  const { tab, items } = useData<Data>();
  const stores = useStores();
  // SPEC §3 layout store listTab: the address (?type=) is the source, the store follows it.
  useEffect(() => followTab(stores.layout, tab), [stores, tab]);

  return (
    <>
      <header className={`${container} ${s.pageHeader}`}>
        <p className={s.eyebrow}>{t('facility.eyebrow')}</p>
        <h1 className={s.pageTitle}>{t('facility.title')}</h1>
        <p className={s.lead}>{t('facility.lead')}</p>
      </header>
      <div className={`${container} ${s.listBody}`}>
        <Tabs
          label={t('facility.filterLabel')}
          value={tab}
          items={FACILITY_TABS.map((value) => ({ value, label: t(`facility.tabs.${value}`), href: facilityTabHref(value) }))}
        >
          <p className={s.count}>{t('facility.count', { count: items.length })}</p>
          {items.length > 0 ? <FacilityCards items={items} headingLevel={2} /> : <p className={s.empty}>{t('facility.empty')}</p>}
        </Tabs>
      </div>
    </>
  );
}

function followTab(layout: LayoutState, tab: string): void {
  layout.listTab = tab;
}
