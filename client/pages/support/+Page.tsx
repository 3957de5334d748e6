import { useTranslation } from '../../i18n/react.tsx';
import { useData } from 'vike-react/useData';
import { SupportPage } from '../../components/support/SupportPage.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { t } = useTranslation('site');
  return <SupportPage data={useData<Data>()} title={t('support.title')} />;
}
