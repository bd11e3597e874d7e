/**
 * Settings: the maintenance plans' lead time and unpaid hold (GET/PUT /admin-api/plan-settings).
 * The server checks both (a hold of fewer days than the lead time); its messages show on the fields.
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Loading, Title, useTranslate } from 'react-admin';
import { usePutForm } from '../common/usePutForm.js';
import type { PlanSettings } from '@app/core/contract/plans';
import { failureText } from '../dataProvider/failureText.js';
import { httpClient } from '../dataProvider/httpClient.js';

const PATH = '/admin-api/plan-settings';
const FIELDS = ['lead_days', 'hold_days'] as const;

export function PlanSettingsPage() {
  const t = useTranslate();
  const [form, setForm] = useState<Record<(typeof FIELDS)[number], string> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { busy, errors, put } = usePutForm(PATH, 'app.plans.settings.saved');
  useEffect(() => {
    httpClient(PATH)
      .then(({ json }) => {
        const s = json as PlanSettings;
        setForm({ lead_days: String(s.lead_days), hold_days: String(s.hold_days) });
      })
      .catch((e: unknown) => setLoadError(failureText(e)));
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (form) void put({ lead_days: Number(form.lead_days), hold_days: Number(form.hold_days) });
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={t('app.plans.settings.title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('app.plans.settings.help')}
        </Typography>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!form && !loadError && <Loading />}
        {form && (
          <Stack component="form" spacing={2} onSubmit={save} aria-label={t('app.plans.settings.title')}>
            {FIELDS.map((field) => (
              <TextField
                key={field}
                type="number"
                label={t(`app.plans.settings.${field}`)}
                value={form[field]}
                onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                error={Boolean(errors[field])}
                helperText={errors[field] ?? ' '}
                slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
                sx={{ maxWidth: 320 }}
              />
            ))}
            <div>
              <Button type="submit" label="app.plans.settings.save" variant="contained" disabled={busy} />
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
