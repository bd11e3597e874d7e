import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { radioTabIndex } from '../forms/radioTabIndex.js';
import { everyMonths } from './planWords.js';

export interface PlanChoiceProps {
  /** The category's allowed intervals, in months (administrators set them per category). */
  intervals: number[];
  /** The category's discount on the later visits, a percentage (0: none). */
  discount: number;
  /** The chosen interval; null is "One visit only". */
  value: number | null;
  onChange: (interval: number | null) => void;
  /** The server's word on the choice (`plan.intervalMonths`, `plan`), from the booking call. */
  error?: string;
}

const ONE_VISIT = 'once';

/**
 * "Repeat every N months" at the service step: a radio group (one Tab stop, arrows within,
 * as the location choice), "One visit only" first and the default. Each choice is a row at
 * least 44 px high, the label included, so a thumb can hit it.
 */
export function PlanChoice({ intervals, discount, value, onChange, error }: PlanChoiceProps) {
  const options = [ONE_VISIT, ...intervals.map(String)];
  const checked = value === null ? ONE_VISIT : String(value);
  const hint = `This visit is paid now as usual; each next visit is priced from the catalogue of its day${discount ? `, ${discount}% off` : ''}.`;
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id="plan-choice-label">Repeat this booking</FormLabel>
      <RadioGroup aria-labelledby="plan-choice-label" aria-describedby="plan-choice-hint" value={checked} onChange={(e) => onChange(e.target.value === ONE_VISIT ? null : Number(e.target.value))}>
        {options.map((option, i) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio tabIndex={radioTabIndex(i, options.indexOf(checked))} />}
            label={option === ONE_VISIT ? 'One visit only' : `${everyMonths(Number(option))}${discount ? ` (next visits ${discount}% off)` : ''}`}
            sx={{ minHeight: 44, mr: 0 }}
          />
        ))}
      </RadioGroup>
      <FormHelperText id="plan-choice-hint" sx={{ mx: 0 }}>
        {error ?? `${hint} We book your next visit and e-mail you before it; you can skip, pause or cancel the plan in My Bookings.`}
      </FormHelperText>
    </FormControl>
  );
}
