/**
 * Settings: one switch per reminder kind (services/api/src/reminders/reminderRoutes.ts).
 * A change is saved at once, as the switch is flipped.
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import type { ReminderSetting as Setting, ReminderSettingsSwitched } from '@app/core/contract/reminders';
import { httpClient } from '../dataProvider/httpClient.js';
import { failureText } from '../dataProvider/failureText.js';

const PATH = '/admin-api/reminder-settings';

export function ReminderSettingsPage() {
  const t = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState<Setting[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    httpClient(PATH)
      .then(({ json }) => setSettings(json as Setting[]))
      .catch((e: unknown) => setError(failureText(e)));
  }, []);
  const flip = (kind: string, enabled: boolean) =>
    httpClient(PATH, { method: 'PUT', body: JSON.stringify({ kind, enabled }) })
      .then(({ json }) => {
        setSettings((json as ReminderSettingsSwitched).data);
        notify('app.reminders.saved', { type: 'success' });
      })
      .catch((e: unknown) => notify(failureText(e), { type: 'error' }));
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={t('app.reminders.settings')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('app.reminders.settingsHelp')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {!settings && !error && <Loading />}
        {settings && (
          <FormGroup>
            {settings.map((s) => (
              <FormControlLabel key={s.kind} control={<Switch checked={s.enabled} onChange={(_e, on) => void flip(s.kind, on)} />} label={t(`app.reminders.kinds.${s.kind}`, { _: s.kind })} />
            ))}
          </FormGroup>
        )}
      </CardContent>
    </Card>
  );
}
