import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, DateInput, Form, required, SelectArrayInput, SelectInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { command, getJson } from '../bookings/commands.js';
import { failureText, fieldErrors } from '../dataProvider/failureText.js';
import { ValidSaveToolbar } from '../bookings/ValidSaveToolbar.js';
import { START_TIME_CHOICES } from '../schedules/timeChoices.js';
import type { AssessmentRecord } from './types.js';
import type { StaffMember } from '@app/core/contract/fieldStaff';

function useAssessorChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['assessors'],
    enabled,
    queryFn: async () => (await getJson<StaffMember[]>('/api/assessors')).map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}` })),
  });
}

/**
 * Assessors (spec §5 Assign assessor): assessors, schedule date and start time required;
 * 'Succesfully assigned assessor' (the spec's spelling, the api's message) on success.
 */
export function AssignAssessorsButton() {
  const assessment = useRecordContext<AssessmentRecord>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { data: assessors = [] } = useAssessorChoices(open);
  if (!assessment) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await command('assessments', assessment.id, 'assign-assessors', {
        primaryAssessors: values.primaryAssessors ?? [],
        secondaryAssessors: values.secondaryAssessors ?? [],
        date: values.date,
        time: values.time,
      });
      notify(answer.message ?? 'app.message.assessors_assigned', { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      notify(failureText(error), { type: 'error' });
      return fieldErrors(error);
    }
  };

  const defaults = {
    primaryAssessors: assessment.primary_assessors.map((a) => a.id),
    secondaryAssessors: assessment.secondary_assessors.map((a) => a.id),
    date: assessment.schedule?.date ?? assessment.remarks ?? '',
    time: assessment.schedule?.time?.slice(0, 5) ?? '',
  };

  return (
    <>
      <Button label="app.action.assessors" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <PersonSearchIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{translate('app.dialog.assign_assessors')}</DialogTitle>
        <DialogContent>
          {open && (
            <Form record={defaults} defaultValues={defaults} onSubmit={submit as never} mode="onChange">
              <SelectArrayInput source="primaryAssessors" label="resources.assessments.fields.primaryAssessors" choices={assessors} validate={required()} fullWidth />
              <SelectArrayInput source="secondaryAssessors" label="resources.assessments.fields.secondaryAssessors" choices={assessors} fullWidth />
              <DateInput source="date" label="resources.assessments.fields.date" validate={required()} />
              <SelectInput source="time" label="resources.assessments.fields.time" choices={START_TIME_CHOICES} validate={required()} />
              <ValidSaveToolbar onCancel={() => setOpen(false)} />
            </Form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
