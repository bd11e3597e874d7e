/**
 * An assessment visit as a calendar entry for an assessor sent on it, folded from the
 * assessment's stream. UID `assessment-<uuid>@<public host>`; SEQUENCE counts the visits
 * assigned after the first (a new date or team is an update of the same entry). A visit
 * has a start time only: the entry lasts an hour (ASSESSMENT_VISIT_MINUTES).
 */
import { assessmentDecider, type AssessmentState } from '../assessments/assessmentDecider.js';
import type { AssessmentEvent } from '../assessments/assessmentEvents.js';
import type { RecordedEvent } from '../eventstore/port.js';
import { placeText } from '../mail/format.js';
import { manilaInstant } from '../schedules/manilaTime.js';
import { organizerOf, type Delivery } from './bookingInvite.js';
import { inviteUid, type Invite } from './invite.js';

export const ASSESSMENT_VISIT_MINUTES = 60;

type Stamped = Pick<RecordedEvent, 'type' | 'data' | 'metadata'>;

/**
 * `withdrawn`: for an assessor taken off by the last event (a reassignment): their entry
 * for the visit they had, cancelled, with a SEQUENCE above the one they got last.
 */
export function assessmentInvite(events: readonly Stamped[], options: { publicUrl: string; assessor: { name: string; email: string }; delivery: Delivery; withdrawn?: boolean }): Invite {
  const visited = options.withdrawn ? events.slice(0, -1) : events;
  const state = visited.reduce((s, e) => assessmentDecider.evolve(s, e as unknown as AssessmentEvent), assessmentDecider.initialState() as AssessmentState);
  if (state.status !== 'requested' || !state.visit) throw new Error('an assessment without a visit has no calendar entry');
  const r = state.request;
  const start = manilaInstant(state.visit.date, state.visit.time);
  const url = `${options.publicUrl.replace(/\/$/, '')}/assessors/home`;
  const contact = r.contact.contactNumber ?? r.address.contactNumber;
  return {
    uid: inviteUid('assessment', r.assessmentId, options.publicUrl),
    sequence: Math.max(0, events.filter((e) => e.type === 'AssessorsAssigned').length - 1),
    method: options.delivery === 'download' ? 'PUBLISH' : options.withdrawn ? 'CANCEL' : 'REQUEST',
    cancelled: options.withdrawn === true,
    start,
    end: new Date(start.getTime() + ASSESSMENT_VISIT_MINUTES * 60_000),
    stamp: new Date(events.at(-1)!.metadata.occurredAt),
    title: `Assessment: ${r.category.name} at ${r.address.cityName}`,
    description: [
      `Services: ${r.services.map((s) => s.name).join(', ')}`,
      `Contact: ${r.contact.firstName} ${r.contact.lastName}${contact ? `, ${contact}` : ''}`,
      `Your assessments: ${url}`,
    ].join('\n'),
    location: placeText(r.address),
    url,
    organizer: organizerOf(options.publicUrl),
    attendee: options.assessor,
  };
}
