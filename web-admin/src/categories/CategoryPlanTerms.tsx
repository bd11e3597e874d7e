/**
 * A category's maintenance-plan terms (GET/PUT /admin-api/category-plans/:id): the repeat
 * intervals customers may choose (none: no plans) and the discount on the visits after the
 * first. Saved on their own, beside the category's form: they are a command of their own.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { usePutForm } from '../common/usePutForm.js';
import type { CategoryPlanTerms as Terms } from '@app/core/contract/plans';
import { failureText } from '../dataProvider/failureText.js';
import { httpClient } from '../dataProvider/httpClient.js';

const INTERVALS = [1, 3, 6, 12] as const;

export function CategoryPlanTerms({ categoryId }: { categoryId: string }) {
  const t = useTranslate();
  const notify = useNotify();
  const path = `/admin-api/category-plans/${encodeURIComponent(categoryId)}`;
  const [intervals, setIntervals] = useState<number[]>([]);
  const [discount, setDiscount] = useState('0');
  const { busy, errors, put } = usePutForm(path, 'app.plans.category.saved');

  useEffect(() => {
    httpClient(path)
      .then(({ json }) => {
        const terms = json as Terms;
        setIntervals(terms.intervals);
        setDiscount(String(terms.discount_percent));
      })
      .catch((e: unknown) => notify(failureText(e), { type: 'error' }));
  }, [path, notify]);

  const toggle = (months: number, on: boolean) => setIntervals((now) => (on ? [...now, months].sort((a, b) => a - b) : now.filter((m) => m !== months)));

  const save = (event: FormEvent) => {
    event.preventDefault();
    return put({ intervals, discount_percent: Number(discount) });
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={(e) => void save(e)} aria-labelledby="category-plans-title">
          <Typography id="category-plans-title" variant="h6" component="h2">
            {t('app.plans.category.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.plans.category.help')}
          </Typography>
          <FormControl error={Boolean(errors.intervals)} component="fieldset">
            <FormLabel component="legend">{t('app.plans.category.intervals')}</FormLabel>
            <FormGroup row>
              {INTERVALS.map((months) => (
                <FormControlLabel key={months} control={<Checkbox checked={intervals.includes(months)} onChange={(_e, on) => toggle(months, on)} />} label={t('app.plans.interval', { smart_count: months })} />
              ))}
            </FormGroup>
            {errors.intervals && <FormHelperText>{errors.intervals}</FormHelperText>}
          </FormControl>
          <TextField
            type="number"
            label={t('app.plans.category.discount')}
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
            error={Boolean(errors.discount_percent)}
            helperText={errors.discount_percent ?? ' '}
            slotProps={{ htmlInput: { min: 0, max: 50, step: 0.01 } }}
            sx={{ maxWidth: 240 }}
          />
          <div>
            <Button type="submit" label="app.plans.category.save" variant="contained" disabled={busy} />
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
