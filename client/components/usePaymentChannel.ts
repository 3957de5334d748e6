import { useEffect } from 'react';
import { PAYMENT_CHANNEL, paymentMessageSchema, type PaymentMessage } from '../api/contracts.ts';

/** Listens on the `payment` channel that the booking pop-up's callback pages post to (SPEC §7). */
export function usePaymentChannel(onMessage: (message: PaymentMessage) => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(PAYMENT_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const parsed = paymentMessageSchema.safeParse(event.data);
      if (parsed.success) onMessage(parsed.data);
    };
    return () => channel.close();
  }, [onMessage]);
}
