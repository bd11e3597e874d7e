import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import type { PaymentMode } from '@app/core/contract/checkout';
import { useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient.js';

/**
 * The top bar's word that payments run in test mode (no real gateway configured): the
 * server's notice, "Test payments: no money moves", so nobody takes a paid booking here
 * for money received. Nothing outside test mode.
 */
export function TestPaymentsNotice() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['payment-mode'],
    queryFn: async () => (await httpClient('/api/payment-mode')).json as PaymentMode,
    staleTime: Infinity,
  });
  if (!data?.test_payments || !data.notice) return null;
  return (
    <Tooltip title={translate('app.test_payments.hint')}>
      <Chip
        icon={<ScienceOutlinedIcon />}
        // A phone's bar needs its room for the page title: the icon alone there, named by the notice.
        // A chip is a plain div, which may not carry a name: as a note it may (axe: aria-prohibited-attr).
        label={data.notice}
        role="note"
        aria-label={data.notice}
        data-testid="test-payments-notice"
        sx={{
          mx: 1,
          color: '#4a148c',
          backgroundColor: '#f3e5f5',
          fontWeight: 600,
          // MUI's own icon margins from sm up; centred in the round chip below it.
          '& .MuiChip-icon': { color: '#4a148c', ml: { xs: '6px', sm: '5px' }, mr: { xs: '6px', sm: '-6px' } },
          '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
        }}
      />
    </Tooltip>
  );
}
