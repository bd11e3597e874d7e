import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AvailableService } from '@app/core/contract/catalogue';
import type { Loaded } from './availableServices.js';
import { ServiceCard } from './ServiceCard.js';

export interface ServiceSectionProps {
  id: string;
  title: string;
  intro: string;
  state: Loaded<AvailableService[]>;
  emptyText: string;
}

const columns = { xs: 12, sm: 6, md: 4 } as const;

/** One kind of service: a heading, then skeleton cards, an error, or the cards. */
export function ServiceSection({ id, title, intro, state, emptyText }: ServiceSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 6 }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {state.status === 'ready' && state.data.length === 0 && <Alert severity="info">{emptyText}</Alert>}
      <Grid container spacing={3} aria-busy={state.status === 'loading'}>
        {state.status === 'loading' &&
          [0, 1, 2].map((n) => (
            <Grid size={columns} key={n}>
              <Skeleton variant="rounded" height={300} aria-hidden />
            </Grid>
          ))}
        {state.status === 'ready' &&
          state.data.map((category) => (
            <Grid size={columns} key={category.id}>
              <ServiceCard category={category} />
            </Grid>
          ))}
      </Grid>
      {state.status === 'loading' && (
        <Typography role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Loading {title.toLowerCase()}…
        </Typography>
      )}
    </Box>
  );
}
