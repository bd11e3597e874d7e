import { useState } from 'react';
import { formErrors } from '../api/http.js';
import type { Errors } from '../forms/rules.js';

/**
 * The booking dialogs' one way to send: busy while the call runs, and a failed call's
 * 422 messages on their fields (other failures under `_`, in plain words).
 */
export function useDialogSubmit() {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function run(send: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setErrors(formErrors(error));
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, run };
}
