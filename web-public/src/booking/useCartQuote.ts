import { useEffect, useState } from 'react';
import type { CartQuote, ProcessRequest } from '@app/core/contract/checkout';
import { quoteCart } from './checkoutApi.js';

type QuotedCart = Pick<ProcessRequest, 'category' | 'list' | 'discountCoupon'>;

/**
 * The server's quote of the cart while `wanted` (the payment step is open): its total and
 * whether TendoPay takes it. `undefined` while asking; `null` when the server could not
 * say (the buttons then stay enabled and the placement gives the server's answer).
 */
export function useCartQuote(wanted: boolean, cart: QuotedCart): CartQuote | null | undefined {
  const [quote, setQuote] = useState<{ key: string; answer: CartQuote | null } | null>(null);
  // The cart as a key: a new object each render must not ask again.
  const key = JSON.stringify(cart);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    quoteCart(JSON.parse(key) as QuotedCart)
      .then((answer) => live && setQuote({ key, answer }))
      .catch(() => live && setQuote({ key, answer: null }));
    return () => {
      live = false;
    };
  }, [wanted, key]);
  return quote?.key === key ? quote.answer : undefined;
}
