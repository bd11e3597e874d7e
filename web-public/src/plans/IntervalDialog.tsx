import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useState } from 'react';
import { everyMonths } from '../booking/planWords.js';
import { planOptions } from '../booking/usePlanOptions.js';
import { radioTabIndex } from '../forms/radioTabIndex.js';
import type { Plan } from '@app/core/contract/plans';

export interface IntervalDialogProps {
  plan: Plan | null;
  busy: boolean;
  onSave: (months: number) => void;
  onClose: () => void;
}

/** Change interval: the category's intervals as it offers them now, one radio group, the current one checked. */
export function IntervalDialog({ plan, busy, onSave, onClose }: IntervalDialogProps) {
  const [months, setMonths] = useState(plan?.interval_months ?? 0);
  const [options, setOptions] = useState<number[] | null>(null);
  useEffect(() => {
    setMonths(plan?.interval_months ?? 0);
    setOptions(null);
    if (!plan) return;
    let live = true;
    planOptions(plan.category.id)
      .then((terms) => live && setOptions([...terms.intervals].sort((a, b) => a - b)))
      // Unknown: the current interval alone; the server still refuses one it does not offer.
      .catch(() => live && setOptions([plan.interval_months]));
    return () => {
      live = false;
    };
  }, [plan]);
  return (
    <Dialog open={plan !== null} onClose={onClose} aria-labelledby="interval-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="interval-dialog-title">Change interval</DialogTitle>
      <DialogContent>
        {options === null && <LinearProgress aria-label="Loading the intervals" />}
        <RadioGroup aria-labelledby="interval-dialog-title" value={String(months)} onChange={(e) => setMonths(Number(e.target.value))}>
          {(options ?? []).map((option, i) => (
            <FormControlLabel key={option} value={String(option)} control={<Radio tabIndex={radioTabIndex(i, (options ?? []).indexOf(months))} />} label={everyMonths(option)} sx={{ minHeight: 44, mr: 0 }} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onSave(months)} disabled={busy || months === plan?.interval_months || !options?.includes(months)} sx={{ minHeight: 44 }}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
