/**
 * A manong's or an assessor's My Bookings drawn from index.html's early GET before the
 * console's scripts (early.ts): on a phone the job cards (JobCard.tsx's elements and
 * stylesheet, without the buttons), wider the spec's table (StaffTable.tsx's columns),
 * today's jobs first, every text from the functions the screen uses (manongJobs.ts,
 * assessorJobs.ts). Its own entry (vite.config.ts): no React.
 */
import type { AssessorJob } from '@app/core/contract/assessments';
import type { ManongJob } from '@app/core/contract/fieldStaff';
import { ASSESSOR_BOOKINGS, ASSESSOR_COLUMNS, assessorJob } from '../assessor/assessorJobs.js';
import { JOB_CARD_ICONS } from '../common/jobCardIcons.js';
import { todayFirst, mapsUrl, type Job, type StaffColumn } from '../fieldStaff/jobs.js';
import { manilaDay } from '../fieldStaff/manilaDay.js';
import { formatDate } from '../format.js';
import { MANONG_BOOKINGS, MANONG_COLUMNS, manongJob } from '../manong/manongJobs.js';
import { h, icon } from './dom.js';
import { drawFirstRows, startConsole } from './early.js';
import { firstTable } from './firstTable.js';
import { words } from './words.js';
import cardCss from '../fieldStaff/jobCard.css?inline';
import tableCss from './firstTable.css?inline';

/** StaffJobs.tsx's phone: MUI's `down('md')`. */
const PHONE = '(max-width:899.95px)';

const line = (path: string, ...content: (Node | string)[]) => h('p', { class: 'job-card-line' }, icon(path), h('span', {}, ...content));

/** JobCard.tsx's elements, without its actions. */
function card<T>(job: Job<T>, today: boolean): HTMLElement {
  return h(
    'li',
    { class: 'job-card', 'aria-label': `${job.service}, ${job.when}` },
    h(
      'div',
      { class: 'job-card-body' },
      h(
        'div',
        { class: 'job-card-head' },
        h('h2', {}, job.service),
        h('span', { class: 'job-card-chips' }, today && h('span', { class: 'job-card-chip', 'data-today': '' }, words('app.staff.today')), h('span', { class: 'job-card-chip' }, job.status)),
      ),
      h(
        'div',
        { class: 'job-card-facts' },
        h('p', { class: 'job-card-customer' }, job.customer),
        job.contact && line(JOB_CARD_ICONS.phone, h('a', { href: `tel:${job.contact}` }, job.contact)),
        line(JOB_CARD_ICONS.place, h('a', { href: mapsUrl(job.address), target: '_blank', rel: 'noopener' }, job.address)),
        line(JOB_CARD_ICONS.event, job.when),
      ),
      job.timeInOpens && h('p', { class: 'job-card-note' }, icon(JOB_CARD_ICONS.info), h('span', {}, words('app.staff.time_in_opens', { day: formatDate(job.timeInOpens) }))),
    ),
  );
}

/** The cards or the table for a field-staff list's answer (`{data}`, as useStaffList reads it). */
function jobs<T>({ data: rows }: { data: T[] }, jobOf: (row: T) => Job<T>, columns: StaffColumn<T>[]): Node | undefined {
  if (!Array.isArray(rows) || rows.length === 0) return undefined;
  const ordered = todayFirst(rows.map(jobOf));
  if (!matchMedia(PHONE).matches) {
    const labels = [...columns.map((column) => words(column.label)), words('app.column.actions'), words('app.action.documents')];
    return firstTable(labels, ordered.map((job) => [...columns.map((column) => column.render(job.record)), '', '']), 'first-staff-table');
  }
  const today = manilaDay(new Date());
  return h('ul', { class: 'first-cards' }, ...ordered.map((job) => card(job, job.day === today)));
}

const css = `${cardCss}${tableCss}`;
const path = location.pathname;
startConsole(
  /^\/admin\/manong-bookings\/?$/.test(path)
    ? drawFirstRows<{ data: ManongJob[] }>(MANONG_BOOKINGS, css, (rows) => jobs(rows, manongJob, MANONG_COLUMNS))
    : /^\/admin\/assessor-bookings\/?$/.test(path)
      ? drawFirstRows<{ data: AssessorJob[] }>(ASSESSOR_BOOKINGS, css, (rows) => jobs(rows, (a) => assessorJob(a, words), ASSESSOR_COLUMNS))
      : Promise.resolve(false),
);
