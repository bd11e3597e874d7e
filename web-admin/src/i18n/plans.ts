/**
 * The maintenance plans' texts (issue 29): the Plans resource, its actions, the home's
 * "Plans due this week", a category's plan terms and the plan settings. Merged into en.ts
 * under `app.plans` and `resources.plans`.
 */
export const plansApp = {
  menu: 'Plans',
  settings_menu: 'Plan settings',
  interval: 'Every month |||| Every %{smart_count} months',
  status: { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' },
  visit_status: {
    booked: 'Booked, unpaid',
    paid: 'Paid',
    done: 'Done',
    released: 'Released (unpaid)',
    skipped: 'Skipped',
    cancelled: 'Cancelled',
    unplaced: 'No free slot',
  },
  reason: {
    customer: 'by the customer',
    office: 'by the office',
    nothing_left: 'its services left the catalogue',
    slot_full: 'no free slot near the usual day and time',
    unpaid: 'not paid in time',
  },
  action: {
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel plan',
    change_slot: 'Change slot',
    move: 'Move',
  },
  confirm: {
    cancel_title: 'Cancel plan',
    cancel_content: 'Cancel the plan of %{customer} (%{category})? No more visits are booked; a booked unpaid visit is released.',
    yes: 'Yes',
    no: 'No',
  },
  change_slot: {
    title: 'Change slot',
    help: 'The next booked visit moves to this slot; with none booked, the next visit is booked on its weekday and time.',
    slot: 'Slot',
    none: 'No open slots in the next 60 days.',
  },
  done: {
    pause: 'Plan paused',
    resume: 'Plan resumed',
    cancel: 'Plan cancelled',
    change_slot: 'Slot changed',
  },
  show: { visits: 'Visits', none: 'No visits yet', next: 'Next visit', due: 'Due on %{date}', nothing: 'No visit planned' },
  due: {
    title: 'Plans due this week',
    empty: 'No plan visits due in the next 7 days.',
    more: 'See all %{smart_count} plans',
  },
  category: {
    title: 'Maintenance plans',
    help: 'The intervals customers may choose for a plan of this category (none: no plans), and the discount on the visits after the first.',
    intervals: 'Repeat intervals',
    discount: 'Plan discount (%)',
    saved: 'Plan terms saved',
    save: 'Save plan terms',
  },
  settings: {
    title: 'Plan settings',
    help: 'How many days before a planned visit it is booked and the customer told, and until how many days before the visit an unpaid one holds its seat.',
    lead_days: 'Lead time (days)',
    hold_days: 'Unpaid hold ends (days before the visit)',
    saved: 'Plan settings saved',
    save: 'Save',
  },
} as const;

export const plansResource = {
  name: 'Plan |||| Plans',
  empty: 'No maintenance plans yet',
  fields: {
    id: 'Plan',
    customer: 'Customer',
    customer_name: 'Customer',
    category_id: 'Category',
    category: 'Category',
    services: 'Services',
    interval_months: 'Interval',
    status: 'Status',
    next_visit_on: 'Next visit due',
    next_visit: 'Next visit',
    next_visit_from: 'Next visit from',
    next_visit_to: 'Next visit to',
    visits_count: 'Visits',
    discount_percent: 'Discount',
    created_at: 'Date Created',
    visit_number: 'Visit',
    reference: 'Booking ID',
    date: 'Date',
    total: 'Total',
    hold_until: 'Unpaid hold until',
    q: 'Search',
  },
} as const;
