import { useQuery } from '@tanstack/react-query';
import type { PaymentMode } from '@app/core/contract/checkout';
import { useTranslate } from 'react-admin';
import { ScienceIcon } from '../common/plainIcons.js';
import { httpClient } from '../dataProvider/httpClient.js';
import './appBarItems.css';

/**
 * The top bar's word that payments run in test mode (no real gateway configured): the
 * server's notice, "Test payments: no money moves", so nobody takes a paid booking here
 * for money received; the hint (how to take real payments) on hover. Nothing outside test
 * mode. Drawn as MUI's chip looks with plain elements (appBarItems.css): the bar is part of
 * every render of every screen.
 */
export function TestPaymentsNotice() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['payment-mode'],
    queryFn: async () => (await httpClient('/api/payment-mode')).json as PaymentMode,
    staleTime: Infinity,
  });
  if (!data?.test_payments || !data.notice) return null;
  // A phone's bar needs its room for the page title: the icon alone there, named by the
  // notice. A plain div may not carry a name: as a note it may (axe: aria-prohibited-attr).
  return (
    <div className="test-payments-notice" role="note" aria-label={data.notice} title={translate('app.test_payments.hint')} data-testid="test-payments-notice">
      <ScienceIcon />
      <span className="test-payments-notice-label">{data.notice}</span>
    </div>
  );
}
