/** A maintenance plan and its visits as the api answers them (GET /api/my-plans, /api/my-plans/:id). */
export type PlanStatus = 'active' | 'paused' | 'cancelled';

/** A visit as the plan records list it: visit 1 is the checkout's booking, later ones the plan booked. */
export interface PlanVisit {
  visit_number: number;
  /** booked | paid | done | released | skipped | cancelled | unplaced */
  status: string;
  /** The booking's public reference; null for a visit never booked (skipped ahead, unplaced). */
  reference: string | null;
  /** 'YYYY-MM-DD' (Manila) and 'HH:MM'. */
  date: string | null;
  start_at: string | null;
  /** Until when an unpaid visit holds its seat ('YYYY-MM-DD'). */
  hold_until: string | null;
  total: number | null;
  /** Why a visit was skipped, unplaced or released: customer, office, nothing_left, slot_full, unpaid. */
  reason?: string | null;
}

export interface Plan {
  id: string;
  status: PlanStatus;
  interval_months: number;
  category: { id: string; name: string };
  services: { service_id: string; name: string; quantity: number }[];
  discount_percent: number;
  /** The date the next visit not yet booked is due; null when paused or cancelled. */
  next_visit_on: string | null;
  /** The latest visit booked and not yet done. */
  next_visit: PlanVisit | null;
  visits_count: number;
  created_at: string;
  can_skip_next: boolean;
  can_pause: boolean;
  can_resume: boolean;
  can_change_interval: boolean;
  can_cancel: boolean;
}

/** The plan with every visit, oldest first (GET /api/my-plans/:id). */
export interface PlanDetails extends Plan {
  visits: PlanVisit[];
}
