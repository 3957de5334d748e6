import { notify, ToastHost, type ToastKind } from '@raon/design-system';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';

export interface ToastRequest {
  id: number;
  message: string;
  kind: ToastKind;
}

/**
 * The toast host and the latest request. Loaded on the first toast only: react-toastify is not
 * part of the first paint's JavaScript (DESIGN §6 budget).
 */
export default function Toasts({ request }: { request: ToastRequest }) {
  const { t } = useTranslation('ui');
  useEffect(() => {
    notify(request.message, request.kind, { toastId: request.id });
  }, [request]);
  return <ToastHost label={t('toast.region')} closeLabel={t('toast.close')} />;
}
