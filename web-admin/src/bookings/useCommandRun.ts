import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { Message } from '@app/core/contract/bookings';
import { failureText } from '../dataProvider/failureText.js';
import { command } from './commands.js';

/**
 * A record's command button behind its confirmation (POST /admin-api/{resource}/{id}/{action}):
 * the call, the success words (`said` from the answer) or the server's refusal, a refresh.
 * `run` answers whether the command was done (a dialog of its own closes only then).
 */
export function useCommandRun(resource: string, id: string | number | undefined, action: string, said: (answer: Message) => string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (): Promise<boolean> => {
    if (id === undefined) return false;
    setBusy(true);
    try {
      const answer = await command(resource, id, action);
      notify(said(answer), { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
      return true;
    } catch (error) {
      notify(failureText(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return { open, setOpen, busy, run };
}
