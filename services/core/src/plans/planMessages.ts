/**
 * What a plan's customer is told: a visit booked (with the links to pay, pick another slot
 * or skip it), released unpaid, skipped because nothing of the plan is sold any more, or
 * not booked for want of a free slot. Pure functions of the plan as it stands.
 */
import { clockTime, dateOnly as calendarDate } from '../format/dates.js';
import { pesosOfCentavos as pesos } from '../format/money.js';
import { COMPANY, renderMail, type RenderedMail } from '../mail/layout.js';
import { fitSms } from '../sms/segments.js';
import type { Plan } from './planState.js';

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The manage-booking page of a visit, with what the link is for (the page opens that step). */
export function visitLink(publicUrl: string, plan: Plan, reference: string, action: 'pay' | 'move' | 'skip'): string {
  return `${base(publicUrl)}/booking-management/email=${encodeURIComponent(plan.customer.email)}&bookingId=${encodeURIComponent(reference)}&action=${action}`;
}

const when = (date: string, startAt: string) => `${calendarDate(date)} ${clockTime(startAt)}`;
const greeting = (plan: Plan) => `Hello ${plan.customer.firstName},`;

export interface BookedVisit {
  reference: string;
  date: string;
  startAt: string;
  totalCentavos: number;
  holdUntil: string;
  leftOut: readonly string[];
  services: readonly string[];
}

export function visitBookedMail(plan: Plan, visit: BookedVisit, publicUrl: string): RenderedMail {
  const links = (['pay', 'move', 'skip'] as const).map((a) => visitLink(publicUrl, plan, visit.reference, a));
  return renderMail({
    subject: `Your next ${plan.category.name} visit: ${when(visit.date, visit.startAt)} - ${visit.reference}`,
    greeting: greeting(plan),
    paragraphs: [
      `Your maintenance plan booked your next visit for ${when(visit.date, visit.startAt)}. Please pay by ${calendarDate(visit.holdUntil)} to keep the slot: unpaid, it is given back that day.`,
      ...(visit.leftOut.length ? [`No longer offered, so left out of this visit: ${visit.leftOut.join(', ')}.`] : []),
      `Another time suits you better? Pick another slot: ${links[1]}`,
      `Not needed this time? Skip this visit: ${links[2]}`,
    ],
    details: [
      ['Booking ID', visit.reference],
      ['Schedule', when(visit.date, visit.startAt)],
      ['Services', visit.services.join(', ')],
      ['Total', pesos(visit.totalCentavos)],
    ],
    action: { label: 'Pay for this visit', url: links[0]! },
  });
}

export function visitBookedSms(plan: Plan, visit: BookedVisit, publicUrl: string): string {
  return fitSms(`${COMPANY}: your next ${plan.category.name} visit is booked for ${when(visit.date, visit.startAt)}, ${pesos(visit.totalCentavos)}. Pay by ${calendarDate(visit.holdUntil)} to keep it. Ref ${visit.reference}.`, {
    keep: visitLink(publicUrl, plan, visit.reference, 'pay'),
  });
}

export function visitReleasedMail(plan: Plan, visit: { reference: string | null; date: string; startAt: string }): RenderedMail {
  return renderMail({
    subject: `Your ${plan.category.name} visit of ${calendarDate(visit.date)} was released`,
    greeting: greeting(plan),
    paragraphs: [
      `The visit of ${when(visit.date, visit.startAt)} was not paid in time, so its slot was given back. Your plan goes on: the next visit is booked as usual.`,
    ],
    details: visit.reference ? [['Booking ID', visit.reference]] : [],
  });
}

export function nothingLeftMail(plan: Plan, date: string): RenderedMail {
  return renderMail({
    subject: `Your ${plan.category.name} visit of ${calendarDate(date)} was skipped`,
    greeting: greeting(plan),
    paragraphs: [`The services of your plan are no longer offered, so no visit was booked for ${calendarDate(date)}. Please book the services you need from our site.`],
  });
}

export function unplacedMail(plan: Plan, date: string, startAt: string): RenderedMail {
  return renderMail({
    subject: `No free slot for your ${plan.category.name} visit`,
    greeting: greeting(plan),
    paragraphs: [
      `Your next visit was due around ${when(date, startAt)}, but no slot is free within a week of it. We keep trying every day and will write as soon as one is booked; our office sees it in its list of plans too.`,
    ],
  });
}
