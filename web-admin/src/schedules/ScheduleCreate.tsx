import { Create, DateInput, minValue, NumberInput, required, SelectArrayInput, SelectInput, SimpleForm, useNotify, useTranslate, type Validator } from 'react-admin';
import { failureText } from '../dataProvider/failureText.js';
import { COUNTRY_CHOICES, SCHEDULE_DEFAULTS, START_TIME_CHOICES } from './timeChoices.js';

// The range's end may not come before its start (the api also refuses it: 'Invalid date selection').
const notBeforeStart: Validator = (value, values: Record<string, unknown>) =>
  value && typeof values.scheduled_at === 'string' && String(value) < values.scheduled_at ? 'app.validation.date_range' : undefined;

/**
 * The Create Schedule dialog's planner (spec §2, §5): a date range, one or more start
 * times, duration, country and capacity; one slot per day and start time. The range's
 * first input is named `scheduled_at` so that the api's errors on it land there.
 */
export function ScheduleCreate() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Create
      redirect="list"
      transform={({ scheduled_at, scheduled_to, start_at, duration, country, capacity }: Record<string, unknown>) => ({
        scheduled_at: [scheduled_at, scheduled_to || scheduled_at],
        start_at,
        duration,
        country,
        capacity,
      })}
      mutationOptions={{
        // Spec §8: the failure is titled 'Error!' ('Invalid date selection').
        onError: (error: unknown) => notify(translate('app.message.schedule_error', { message: translate(failureText(error)) }), { type: 'error' }),
      }}
    >
      <SimpleForm defaultValues={SCHEDULE_DEFAULTS}>
        <DateInput source="scheduled_at" label="resources.schedule-planner.fields.scheduled_from" validate={required()} />
        <DateInput source="scheduled_to" validate={[required(), notBeforeStart]} />
        {/* Today can be planned: the api plans its times still ahead and says so when none is. */}
        <SelectArrayInput source="start_at" choices={START_TIME_CHOICES} validate={required()} helperText="app.planner.time_hint" />
        <NumberInput source="duration" validate={[required(), minValue(1)]} />
        <SelectInput source="country" choices={COUNTRY_CHOICES} validate={required()} />
        <NumberInput source="capacity" validate={[required(), minValue(1)]} />
      </SimpleForm>
    </Create>
  );
}
