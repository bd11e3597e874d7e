import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Location } from '@app/core/contract/catalogue';
import { radioTabIndex } from '../forms/radioTabIndex.js';

export interface LocationChoiceProps {
  /** Names the group for screen readers: the service it belongs to. */
  serviceName: string;
  idPrefix: string;
  locations: Location[];
  value: string | null;
  onChange: (location: Location) => void;
  error?: string;
}

/** Where in the home the service is done (spec §2: a location choice per service, as radios). */
export function LocationChoice({ serviceName, idPrefix, locations, value, onChange, error }: LocationChoiceProps) {
  const labelId = `${idPrefix}-location-label`;
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel id={labelId} sx={{ fontSize: 14 }}>
        Location
      </FormLabel>
      <RadioGroup
        row
        aria-label={`Location for ${serviceName}`}
        value={value ?? ''}
        onChange={(e) => {
          const picked = locations.find((l) => l.id === e.target.value);
          if (picked) onChange(picked);
        }}
      >
        {locations.map((location, i) => (
          <FormControlLabel
            key={location.id}
            value={location.id}
            control={<Radio size="small" tabIndex={radioTabIndex(i, locations.findIndex((l) => l.id === value))} />}
            label={location.name}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
