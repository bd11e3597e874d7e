import { describe, expect, it } from 'vitest';
import { fold } from '../../commands/decider.js';
import { deciderSpec } from '../../commands/deciderSpec.js';
import { bookingDecider } from '../bookingDecider.js';
import type { BookingEvent } from '../bookingEvents.js';
import type { PlacedBooking } from '../bookingState.js';
import { allStatuses, assigned, bookingId, closedStatuses, inStatus, manong, openStatuses, paid, placed } from '../bookingFixtures.js';
import { NOT_ASSIGNED } from '../rules.js';
import { WorkStatus } from '../workStatus.js';

const { given } = deciderSpec(bookingDecider);
const files = [{ fileLink: '/uploads/permits/3f9a.pdf', fileName: 'permit.pdf' }];
const upload = { type: 'UploadWorkPermits' as const, bookingId, files };
const uploaded: BookingEvent = { type: 'WorkPermitsUploaded', data: { bookingId, files } };
const confirm = { type: 'ConfirmWorkPermits' as const, bookingId };
const confirmedPermits: BookingEvent = { type: 'WorkPermitsConfirmed', data: { bookingId } };
const documents = (uploadedBy: string, role: 'manong' | 'administrator') => ({ type: 'UploadDocuments' as const, bookingId, uploadedBy, role, files });
const complete = (feedback = 'Great work') => ({ type: 'CompleteBooking' as const, bookingId, feedback });
const state = (history: BookingEvent[]) => fold(bookingDecider, history) as PlacedBooking;

describe('work permits', () => {
  it('the customer uploads at 0, 4, 5 and 6 (paid or not); refused at 1, 2 and 3', () => {
    for (const status of openStatuses) given(inStatus[status]).when(upload).then([uploaded]);
    given([placed]).when(upload).then([uploaded]);
    for (const status of closedStatuses) given(inStatus[status]).when(upload).thenThrows('conflict');
  });

  it('at least one file', () => {
    given(paid).when({ ...upload, files: [] }).thenThrows('invalid', 'permits field is required');
  });

  it('an administrator confirms permits only when there are some; again changes nothing; new permits need a new confirmation', () => {
    given(paid).when(confirm).thenThrows('conflict', 'no work permits');
    given([...paid, uploaded]).when(confirm).then([confirmedPermits]);
    given([...paid, uploaded, confirmedPermits]).when(confirm).then([]);
    expect(state([...paid, uploaded, confirmedPermits, uploaded])).toMatchObject({ workPermitsConfirmed: false, workPermits: [...files, ...files] });
  });
});

describe('documents', () => {
  it('an assigned manong or an administrator uploads; another manong is forbidden; files required', () => {
    given([...paid, assigned()]).when(documents(manong(2), 'manong')).then([{ type: 'DocumentsUploaded', data: { bookingId, uploadedBy: manong(2), files } }]);
    given([...paid, assigned()]).when(documents(manong(7), 'manong')).thenThrows('forbidden', NOT_ASSIGNED);
    given(paid).when(documents(manong(7), 'administrator')).then([{ type: 'DocumentsUploaded', data: { bookingId, uploadedBy: manong(7), files } }]);
    given(paid).when({ ...documents(manong(7), 'administrator'), files: [] }).thenThrows('invalid', 'documents field is required');
  });
});

describe("the customer's completion with feedback", () => {
  it('only at 3 (awaiting customer completion); then Finished (1)', () => {
    given(inStatus[WorkStatus.OnGoing]).when(complete(' Great work ')).then([{ type: 'BookingCompleted', data: { bookingId, feedback: 'Great work' } }]);
    for (const status of allStatuses.filter((s) => s !== WorkStatus.OnGoing)) given(inStatus[status]).when(complete()).thenThrows('conflict', 'on going');
    expect(state(inStatus[WorkStatus.Finished])).toMatchObject({ workStatus: WorkStatus.Finished, feedback: 'Great work' });
  });

  it('feedback is required', () => {
    given(inStatus[WorkStatus.OnGoing]).when(complete('  ')).thenThrows('invalid', 'feedback field is required');
  });
});
