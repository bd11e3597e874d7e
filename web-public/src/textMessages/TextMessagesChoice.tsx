import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../api/http.js';
import { useNotify } from '../notify/Notifier.js';
import { chooseTextMessages, readTextMessages } from './textMessagesApi.js';

/**
 * The profile's "Text messages" switch (issue 28: consent is the customer's choice, an
 * event on their stream). Saved on each change; a failed load or save shows the server's
 * message with Try again, and a failed save puts the switch back where the server has it.
 */
export function TextMessagesChoice() {
  const notify = useNotify();
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      setAllowed(await readTextMessages());
    } catch (error) {
      setFailure({ message: failureMessage(error), retry: () => void load() });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function save(next: boolean) {
    const before = allowed;
    setAllowed(next);
    setSaving(true);
    setFailure(null);
    try {
      notify((await chooseTextMessages(next)).message);
    } catch (error) {
      setAllowed(before);
      setFailure({ message: failureMessage(error), retry: () => void save(next) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper component="section" aria-labelledby="text-messages-title" sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}>
      <Typography id="text-messages-title" variant="h6" component="h2" gutterBottom>
        Text messages
      </Typography>
      {failure && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={failure.retry} disabled={saving} sx={{ whiteSpace: 'nowrap' }}>
              Try again
            </Button>
          }
        >
          {failure.message}
        </Alert>
      )}
      {allowed === null && !failure && <LinearProgress aria-label="Loading your text message choice" />}
      {allowed !== null && (
        <FormControlLabel
          control={<Switch checked={allowed} onChange={(e) => void save(e.target.checked)} disabled={saving} />}
          label="Send me booking reminders by text message (SMS)"
          sx={{ minHeight: 44, mr: 0 }}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        We text you 24 hours and 2 hours before your service. E-mail reminders come either way.
      </Typography>
    </Paper>
  );
}
