import { useEffect } from 'react';
import type { PaymentMessage } from '../../contracts/site.ts';

/** SPEC §7 cross-window messaging: the channel the booking pop-up's callback pages post to. */
export const PAYMENT_CHANNEL_NAME = 'payment';

/**
 * Listens on the `payment` channel. Messages are checked against their schema, loaded only when a
 * message arrives: the validator is not part of the first paint's JavaScript (DESIGN §6).
 */
export function usePaymentChannel(onMessage: (message: PaymentMessage) => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(PAYMENT_CHANNEL_NAME);
    let open = true;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      void import('../../contracts/site.ts').then(({ paymentMessageSchema }) => {
        const parsed = paymentMessageSchema.safeParse(event.data);
        if (parsed.success && open) onMessage(parsed.data);
      });
    };
    return () => {
      open = false;
      channel.close();
    };
  }, [onMessage]);
}
