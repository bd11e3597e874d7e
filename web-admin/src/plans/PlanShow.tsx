import CancelIcon from '@mui/icons-material/Cancel';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/fields.js';
import { ChangeSlotButton } from './ChangeSlotButton.js';
import { NextVisitField } from './NextVisitField.js';
import { PlanStatusChip } from './PlanChips.js';
import { PlanCommandButton } from './PlanCommandButton.js';
import { servicesText } from './planWords.js';
import type { PlanRecord } from './types.js';
import { VisitsTable } from './VisitsTable.js';

const PlanActions = () => (
  <TopToolbar>
    <PlanCommandButton action="pause" allowedBy="can_pause" icon={<PauseIcon />} />
    <PlanCommandButton action="resume" allowedBy="can_resume" icon={<PlayArrowIcon />} />
    <ChangeSlotButton />
    <PlanCommandButton action="cancel" allowedBy="can_cancel" icon={<CancelIcon />} color="error" confirm={{ title: 'app.plans.confirm.cancel_title', content: 'app.plans.confirm.cancel_content' }} />
  </TopToolbar>
);

/** A plan with every visit, and Pause / Resume, Change slot and Cancel (asked first) as its record allows. */
export function PlanShow() {
  const translate = useTranslate();
  return (
    <Show actions={<PlanActions />}>
      <SimpleShowLayout>
        <FunctionField source="customer" render={(p: PlanRecord) => `${p.customer.name} (${p.customer.email})`} />
        <TextField source="category.name" label="resources.plans.fields.category" />
        <FunctionField source="services" render={(p: PlanRecord) => servicesText(p.services)} />
        <FunctionField source="interval_months" render={(p: PlanRecord) => translate('app.plans.interval', { smart_count: p.interval_months })} />
        <FunctionField source="status" render={(p: PlanRecord) => <PlanStatusChip status={p.status} />} />
        <FunctionField source="discount_percent" render={(p: PlanRecord) => `${p.discount_percent}%`} />
        <Labeled label="resources.plans.fields.next_visit">
          <NextVisitField />
        </Labeled>
        <DateTimeField source="created_at" />
        <Labeled label="app.plans.show.visits">
          <VisitsTable />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
