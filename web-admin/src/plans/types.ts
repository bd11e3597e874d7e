/** The plan record of GET /admin-api/plans (the back end's docs/plans.md). */
export type PlanStatus = 'active' | 'paused' | 'cancelled';

export interface PlanVisit {
  visit_number: number;
  status: string;
  booking_id?: string | null;
  reference: string | null;
  date: string | null;
  start_at: string | null;
  hold_until: string | null;
  total: number | null;
  reason?: string | null;
}

export interface PlanRecord {
  id: string;
  status: PlanStatus;
  interval_months: number;
  category: { id: string; name: string };
  services: { service_id: string; name: string; quantity: number }[];
  discount_percent: number;
  weekday: number;
  start_at: string;
  next_visit_on: string | null;
  next_visit: PlanVisit | null;
  visits_count: number;
  created_at: string;
  customer: { id: string; name: string; email: string; contact_number: string | null };
  can_skip_next: boolean;
  can_pause: boolean;
  can_resume: boolean;
  can_change_interval: boolean;
  can_cancel: boolean;
  /** On the show page (GET /admin-api/plans/:id). */
  visits?: PlanVisit[];
}
