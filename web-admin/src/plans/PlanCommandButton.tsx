import type { ReactElement } from 'react';
import { Button, Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useCommandRun } from '../bookings/useCommandRun.js';
import type { PlanRecord } from './types.js';

type Action = 'pause' | 'resume' | 'cancel';

interface Props {
  action: Action;
  icon: ReactElement;
  /** The record's flag that allows it now (the server's rule). */
  allowedBy: 'can_pause' | 'can_resume' | 'can_cancel';
  /** Asked first (Cancel); without it the command runs on the click. */
  confirm?: { title: string; content: string };
  color?: 'primary' | 'error';
}

/**
 * A plan command (POST /admin-api/plans/{id}/{action}), shown while the record allows it:
 * a confirmation where asked, the call, a notification in the console's words or the
 * server's refusal, and the record again.
 */
export function PlanCommandButton({ action, icon, allowedBy, confirm, color = 'primary' }: Props) {
  const plan = useRecordContext<PlanRecord>();
  const translate = useTranslate();
  const { open, setOpen, busy, run } = useCommandRun('plans', plan?.id, action, () => `app.plans.done.${action}`);
  if (!plan || !plan[allowedBy]) return null;
  const words = { customer: plan.customer.name, category: plan.category.name };

  return (
    <>
      <Button label={`app.plans.action.${action}`} color={color} disabled={busy} onClick={() => (confirm ? setOpen(true) : void run())}>
        {icon}
      </Button>
      {confirm && (
        <Confirm
          isOpen={open}
          loading={busy}
          title={translate(confirm.title, words)}
          content={translate(confirm.content, words)}
          confirm="app.plans.confirm.yes"
          cancel="app.plans.confirm.no"
          onConfirm={run}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
