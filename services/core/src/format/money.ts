/**
 * The one way money is written (spec §9: PHP in en-US writing), for the api, the worker,
 * the projections and both web apps alike. Events carry centavos; the api answers pesos.
 */
import { madeOnUse } from './madeOnUse.js';

const PESO = madeOnUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' }));
const FIGURE = madeOnUse(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** An amount in pesos (as the api answers it) as '₱1,250.00'. */
export const pesos = (amount: number): string => PESO().format(amount);

/** Centavos (as events carry money) as '₱1,250.00'. */
export const pesosOfCentavos = (centavos: number): string => pesos(centavos / 100);

/** An amount in pesos as '1,250.00', for documents whose fonts have no '₱' (they write 'PHP '). */
export const pesoFigure = (amount: number): string => FIGURE().format(amount);

/** Centavos as '1250.00': exact, no float on the way (numeric(12, 2) columns, payment pages, messages). */
export function decimalPesos(centavos: number): string {
  const whole = Math.abs(Math.trunc(centavos));
  return `${centavos < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
