import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CartItem } from '../cart/cart.js';
import type { Location } from '@app/core/contract/catalogue';
import { PlanChoice, type PlanChoiceProps } from './PlanChoice.js';
import { ServiceCarousel } from './ServiceCarousel.js';
import type { ServiceLine } from './ServiceOption.js';

/** Spec §5: the public flow's how-did-you-hear choices. */
export const SOURCES = ['Facebook', 'Colleague', 'Google Ads', 'TV', 'Radio'] as const;

export interface ServiceStepProps {
  services: ServiceLine[];
  locations: Location[];
  onAdd: (item: CartItem) => void;
  source: string;
  onSource: (source: string) => void;
  /** Server errors of this step's fields (services.*, source), and 'Please add a service to your cart.'. */
  errors: Record<string, string>;
  /** The category's plan choice; absent when the category allows no plans. */
  plan?: Omit<PlanChoiceProps, 'error'>;
}

/** Step 2, Pick a Service: the carousel, and how the customer heard of us. */
export function ServiceStep({ services, locations, onAdd, source, onSource, errors, plan }: ServiceStepProps) {
  const lineErrors = Object.entries(errors).filter(([field]) => field.startsWith('services'));
  return (
    <Stack spacing={2}>
      {lineErrors.map(([field, message]) => (
        <Alert key={field} severity="error">
          {message}
        </Alert>
      ))}
      {locations.length === 0 && <Alert severity="warning">No service locations are set up yet, so services cannot be added. Please try again later.</Alert>}
      <Typography variant="body2" color="text.secondary">
        Choose a quantity and where in your home each service is done, then add it to your cart.
      </Typography>
      <ServiceCarousel services={services} locations={locations} onAdd={onAdd} />
      {plan && <PlanChoice {...plan} error={errors['plan.intervalMonths'] ?? errors.plan} />}
      <TextField select id="booking-source" label="How did you hear about us?" value={source} onChange={(e) => onSource(e.target.value)} error={Boolean(errors.source)} helperText={errors.source ?? 'Optional'} sx={{ maxWidth: 360 }}>
        <MenuItem value="">
          <em>Prefer not to say</em>
        </MenuItem>
        {SOURCES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
