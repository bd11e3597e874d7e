import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import type { User as Me } from '@app/core/contract/accounts';
import { httpClient } from '../dataProvider/httpClient.js';
import { failureText } from '../dataProvider/failureText.js';

/** The worker's and the assessor's Profile (spec §2): picture, name, contact number, e-mail. */
export function StaffProfile({ title }: { title: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    httpClient('/api/user')
      .then(({ json }) => setMe(json as Me))
      .catch((error: unknown) => notify(failureText(error), { type: 'error' }));
  }, [notify]);
  if (!me) return <Loading />;
  const name = me.name ?? [me.first_name, me.last_name].filter(Boolean).join(' ');
  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={3} alignItems="center">
          <Avatar src={me.picture ?? undefined} alt={name} sx={{ width: 96, height: 96 }} />
          <Stack spacing={0.5}>
            <Typography variant="h5" component="h2">
              {name}
            </Typography>
            <Typography>
              <strong>{translate('resources.users.fields.contact_number')}:</strong> {me.contact_number || '—'}
            </Typography>
            <Typography>
              <strong>{translate('resources.users.fields.email')}:</strong> {me.email}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
