import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EventIcon, InfoIcon, PhoneIcon, PlaceIcon } from '../common/plainIcons.js';
import { formatDate } from '../format.js';
import { CalendarButtons } from './CalendarButtons.js';
import { DocumentActions, WorkActions, type Staff } from './JobActions.js';
import { mapsUrl, type Job } from './jobs.js';
import './jobCard.css';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="job-card-line">
      {icon}
      <span>{children}</span>
    </p>
  );
}

/**
 * One job on a phone: what, for whom, where (a maps link) and when, then its actions as
 * labelled buttons two to a row. Before the job's day it says when Time In opens. Plain
 * elements and one stylesheet (jobCard.css): the cards are what a worker's phone draws first.
 */
export function JobCard<T>({ staff, job, today, onChange }: { staff: Staff; job: Job<T>; today: boolean; onChange: () => void }) {
  const translate = useTranslate();
  return (
    <li className="job-card" aria-label={`${job.service}, ${job.when}`}>
      <div className="job-card-body">
        <div className="job-card-head">
          <h2>{job.service}</h2>
          <span className="job-card-chips">
            {today && (
              <span className="job-card-chip" data-today="">
                {translate('app.staff.today')}
              </span>
            )}
            <span className="job-card-chip">{job.status}</span>
          </span>
        </div>
        <div className="job-card-facts">
          <p className="job-card-customer">{job.customer}</p>
          {job.contact && (
            <Line icon={<PhoneIcon />}>
              <a href={`tel:${job.contact}`}>{job.contact}</a>
            </Line>
          )}
          <Line icon={<PlaceIcon />}>
            <a href={mapsUrl(job.address)} target="_blank" rel="noopener">
              {job.address}
            </a>
          </Line>
          <Line icon={<EventIcon />}>{job.when}</Line>
        </div>
        {job.timeInOpens && (
          <p className="job-card-note">
            <InfoIcon />
            <span>{translate('app.staff.time_in_opens', { day: formatDate(job.timeInOpens) })}</span>
          </p>
        )}
      </div>
      <div className="job-card-actions">
        <WorkActions staff={staff} job={job} onChange={onChange} />
        <DocumentActions job={job} onChange={onChange} />
        {job.calendar && (
          // A row of its own, across both columns: the two links side by side when they fit.
          <div className="job-card-calendar">
            <CalendarButtons links={job.calendar} what={`${job.service}, ${job.when}`} />
          </div>
        )}
      </div>
    </li>
  );
}
