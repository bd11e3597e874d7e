import { useEffect, useState } from 'react';
import type { PaymentMode } from '@app/core/contract/checkout';
import { api } from '../api/http.js';

/** Whether payments run in test mode (no real gateway configured), as the server says; null until known or when it cannot say. */
export function useTestPaymentsNotice(): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api<PaymentMode>('GET', '/api/payment-mode')
      .then((mode) => live && setNotice(mode.test_payments ? mode.notice : null))
      // Without the answer the step shows no notice: the payment page itself says so.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return notice;
}
