import { useState } from 'react';
import { useNotify } from 'react-admin';
import { failureText, fieldErrors } from '../dataProvider/failureText.js';
import { httpClient } from '../dataProvider/httpClient.js';
import { formErrors } from '../dataProvider/validationErrors.js';

/**
 * A small settings form's save (PUT `path` with a JSON body): busy while it runs, the
 * success notification, and a 422's messages by field; a refusal naming no field is
 * notified in the server's words.
 */
export function usePutForm(path: string, savedMessage: string) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const put = async (body: unknown) => {
    setBusy(true);
    setErrors({});
    try {
      await httpClient(path, { method: 'PUT', body: JSON.stringify(body) });
      notify(savedMessage, { type: 'success' });
    } catch (e) {
      const fields = formErrors(fieldErrors(e));
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify(failureText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, put };
}
