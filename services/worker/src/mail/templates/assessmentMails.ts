/**
 * E-mails to the person who asked for an assessment (Request a Call): when assessors are
 * sent, the day and time of the visit, again when the visit changes. A visitor has no
 * account, so this mail is how they learn when to expect someone.
 */
import type { AssessmentState } from '@app/core/assessments/assessmentDecider';
import { renderMail, type RenderedMail } from '@app/core/mail/layout';
import { clockTime, dateOnly } from '@app/core/format/dates';
import { placeText } from '@app/core/mail/format';

type Requested = Extract<AssessmentState, { status: 'requested' }>;

export function assessmentScheduled(ctx: { assessment: Requested }): RenderedMail {
  const r = ctx.assessment.request;
  const visit = ctx.assessment.visit!;
  return renderMail({
    subject: `Your assessment visit - ${dateOnly(visit.date)} ${clockTime(visit.time)}`,
    greeting: `Hello ${r.contact.firstName},`,
    paragraphs: [
      `Thank you for your request. Our assessor will visit you on ${dateOnly(visit.date)} at ${clockTime(visit.time)} to look at the work and give you a price.`,
      'If the schedule does not suit you, reply to this e-mail or call us and we will find another.',
    ],
    details: [
      ['Date', dateOnly(visit.date)],
      ['Time', clockTime(visit.time)],
      ['Category', r.category.name],
      ['Services', r.services.map((s) => s.name).join(', ')],
      ['Address', placeText(r.address)],
    ],
  });
}
