import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { pesos } from '@app/core/format/money';
import type { PlanVisit } from '@app/core/contract/plans';
import { visitStatus, visitWhen } from './visitWords.js';

/** Every visit of a plan, newest first: when, what became of it, what it cost. */
export function VisitHistory({ visits, labelId }: { visits: PlanVisit[]; labelId: string }) {
  const newestFirst = [...visits].sort((a, b) => b.visit_number - a.visit_number);
  return (
    <List dense aria-labelledby={labelId} disablePadding>
      {newestFirst.map((v) => (
        <ListItem key={v.visit_number} disableGutters divider>
          <ListItemText
            primary={`Visit ${v.visit_number}: ${visitWhen(v)}`}
            secondary={[visitStatus(v), v.reference ? `Booking ${v.reference}` : null, v.total !== null ? pesos(v.total) : null].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
