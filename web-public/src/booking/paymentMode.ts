import { useEffect, useState } from 'react';
import { api } from '../api/http.js';

interface PaymentMode {
  test_payments: boolean;
  /** The server's words for test mode ("Test payments: no money moves"); null otherwise. */
  notice: string | null;
}

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
