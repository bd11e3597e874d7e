/**
 * The one policy table: every route of the api and who may call it. Routes are mounted
 * only through it (routing.ts), and the authorization matrix test walks it.
 */
import { administrator, administratorOrAuditor, administratorOrSelf, anyone, only, signedIn, type Policy } from './access.js';

/** ra-data-simple-rest's five calls on `/admin-api/<resource>`, administrators only. */
function adminResource<R extends string>(resource: R) {
  return {
    [`GET /admin-api/${resource}`]: administrator,
    [`GET /admin-api/${resource}/:id`]: administrator,
    [`POST /admin-api/${resource}`]: administrator,
    [`PUT /admin-api/${resource}/:id`]: administrator,
    [`DELETE /admin-api/${resource}/:id`]: administrator,
  } as Record<`${'GET' | 'POST'} /admin-api/${R}` | `${'GET' | 'PUT' | 'DELETE'} /admin-api/${R}/:id`, Policy>;
}

export const adminResources = ['cities', 'locations', 'categories', 'category-services', 'teams', 'users', 'customers', 'addresses', 'coupons', 'schedules'] as const;

export const policies = {
  // The api's own description
  'GET /api/openapi.json': anyone,
  'GET /api/docs': anyone,

  // Notifications of the console (administrators)
  'GET /api/notifications': administrator,
  'PATCH /api/notifications/:id/read': administrator,
  'POST /api/notifications/read-all': administrator,

  // Operations: Bull Board (its sub-paths are guarded with this entry's access, ops/queueBoard.ts)
  'GET /admin/queues': administrator,

  // The mail outbox (services/api/src/mail/outboxRoutes.ts): what was mailed, and where mail
  // stays when SMTP_URL is not set
  'GET /api/dev/outbox': administrator,
  'GET /api/dev/outbox/:id': administrator,
  // The SMS outbox (services/api/src/sms/smsOutboxRoutes.ts), likewise for text messages
  'GET /api/dev/sms-outbox': administrator,

  // Sign-in and the current user
  'GET /sanctum/csrf-cookie': anyone,
  'POST /auth/login': anyone,
  'POST /auth/logout': anyone,
  'POST /auth/register': anyone,
  'GET /api/user': signedIn,
  'POST /api/my-profile/update': signedIn,
  'GET /api/my-text-messages': signedIn,
  'PUT /api/my-text-messages': signedIn,
  'GET /api/set-password/:token': anyone,
  'POST /api/set-password': anyone,
  'POST /api/forgot-password': anyone,
  'GET /api/roles': administrator,

  // Cities
  'GET /api/clients/cities': anyone,
  'GET /api/cities': administrator,
  'POST /api/cities': administrator,
  'PATCH /api/cities/:id': administrator,
  'DELETE /api/cities/:id': administrator,

  ...adminResource('cities'),

  // People: employees (system users), customers, addresses
  'GET /api/revised-system-users': administrator,
  'POST /api/revised-system-users': administrator,
  'POST /api/revised-system-users/:id': administrator,
  'DELETE /api/revised-system-users/:id': administrator,
  'GET /api/customers': administrator,
  'POST /api/customers': administrator,
  'PATCH /api/customers/:id': administrator,
  'DELETE /api/customers/:id': administrator,
  'GET /api/customer/:id/address': administratorOrSelf('id'),
  'POST /api/address/customer/:id': administratorOrSelf('id'),
  'GET /api/my-addresses': signedIn,
  'POST /api/my-addresses': signedIn,
  'PATCH /api/my-addresses/:id': signedIn,
  'DELETE /api/my-addresses/:id': signedIn,
  ...adminResource('users'),
  ...adminResource('customers'),
  ...adminResource('addresses'),

  // Catalogue: categories, their services, locations, teams, field-staff pickers
  'GET /api/categories': anyone,
  'POST /api/categories': administrator,
  'POST /api/categories/:id': administrator,
  'PATCH /api/categories/:id': administrator,
  'DELETE /api/categories/:id': administrator,
  'GET /api/available-services': anyone,
  'GET /api/get-service-details': anyone,
  'GET /api/category-services': administrator,
  'POST /api/category-services': administrator,
  'PATCH /api/category-services/:id': administrator,
  'DELETE /api/category-services/:id': administrator,
  'GET /api/locations': anyone,
  'GET /api/teams': administrator,
  'POST /api/teams': administrator,
  'PATCH /api/teams/:id': administrator,
  'DELETE /api/teams/:id': administrator,
  'GET /api/manongs': administrator,
  'GET /api/all-manongs': administrator,
  'GET /api/assessors': administrator,
  ...adminResource('categories'),
  ...adminResource('category-services'),
  ...adminResource('locations'),
  ...adminResource('teams'),

  // Discount coupons
  'GET /api/coupons': administrator,
  'POST /api/coupons': administrator,
  'PATCH /api/coupons/:id': administrator,
  'DELETE /api/coupons/:id': administrator,
  'POST /api/check-discount-coupon': anyone,
  'POST /api/apply/discount-coupon': anyone,
  ...adminResource('coupons'),

  // Schedule planner
  'GET /api/schedules': administrator,
  'POST /api/schedules': administrator,
  'DELETE /api/schedules/:id': administrator,
  'GET /api/available-schedules': anyone,
  ...adminResource('schedules'),

  // Payments: the sandbox gateway's page and buttons (the unguessable payment id is the
  // key; form POSTs from a page outside the session, so no CSRF token), and the gateways'
  // callbacks, authenticated by their callback token or signature instead of a session.
  'GET /payments/sandbox/:paymentId': anyone,
  // Whether payments run in test mode (the site's payment step and the console say so).
  'GET /api/payment-mode': anyone,
  'POST /payments/sandbox/:paymentId/pay': { ...anyone, csrf: false },
  'POST /payments/sandbox/:paymentId/fail': { ...anyone, csrf: false },
  'POST /api/payments/xendit/callback': { ...anyone, csrf: false },
  'POST /api/payments/tendopay/callback': { ...anyone, csrf: false },
  'GET /api/payments/tendopay/return': anyone,

  // Bookings: placing (customer, guest or administrator), look-ups by id and e-mail, lists
  'POST /api/bookings': anyone,
  'POST /api/cart-quote': anyone,
  'GET /api/bookings': administrator,
  'GET /api/my-bookings': signedIn,
  'POST /api/my-bookings': signedIn,
  'POST /api/check-booking': anyone,
  'POST /api/booking-show-details': anyone,
  'GET /admin-api/bookings': administratorOrAuditor,
  'GET /admin-api/bookings/:id': administratorOrAuditor,

  // Bookings: administrator. Calling off, cancellation and rebooking requests, manongs,
  // work permits, the calendar, assessments and their assessors; react-admin's lists of
  // requests and assessments, command endpoints, and the audit history and replay.
  'DELETE /api/bookings/:id': administrator,
  'GET /api/cancellation-requests-bookings': administrator,
  'PATCH /api/cancellation-requests-bookings/:id': administrator,
  'DELETE /api/cancellation-requests-bookings/:id': administrator,
  'GET /api/rebookings-requests': administrator,
  'PATCH /api/rebookings-requests/:id': administrator,
  'DELETE /api/rebookings-requests/:id': administrator,
  'GET /api/get-manongs/:id': administrator,
  'POST /api/assign-manongs/bookings': administrator,
  'POST /api/work-permit-confirmed': administrator,
  'GET /api/dashboard-calendar': administrator,
  'GET /api/administrator/assessments': administrator,
  'POST /api/assign-assessors': administrator,
  'GET /admin-api/rebookings': administrator,
  'GET /admin-api/rebookings/:id': administrator,
  'GET /admin-api/cancellations': administrator,
  'GET /admin-api/cancellations/:id': administrator,
  'GET /admin-api/assessments': administrator,
  'GET /admin-api/assessments/:id': administrator,
  'POST /admin-api/bookings/:id/cancel': administrator,
  'POST /admin-api/bookings/:id/assign-manongs': administrator,
  'POST /admin-api/bookings/:id/confirm-permits': administrator,
  'POST /admin-api/cancellations/:id/accept': administrator,
  'POST /admin-api/cancellations/:id/decline': administrator,
  'POST /admin-api/rebookings/:id/fulfil': administrator,
  'POST /admin-api/rebookings/:id/reject': administrator,
  'POST /admin-api/assessments/:id/assign-assessors': administrator,
  'GET /admin-api/bookings/:id/history': administratorOrAuditor,
  'GET /admin-api/bookings/:id/reminders': administratorOrAuditor,
  'GET /admin-api/assessments/:id/reminders': administrator,
  'GET /admin-api/reminder-settings': administrator,
  'PUT /admin-api/reminder-settings': administrator,
  'GET /admin-api/audit': administratorOrAuditor,

  // Bookings: field staff. A manong's own assignments (another's booking is a 404), the
  // answer, time-in and time-out; an assessor's assessments and the same three on them;
  // documents uploaded by either (or an administrator) and served privately to
  // administrators and the assigned staff.
  'GET /api/manongs/bookings': only('manong'),
  'PATCH /api/manongs/bookings/:id': only('manong'),
  'POST /api/manongs/time-in/:id': only('manong'),
  'POST /api/manongs/time-out/:id': only('manong'),
  'GET /api/manongs/bookings/:id/calendar': only('manong'),
  'GET /api/assessors/bookings': only('assessor'),
  'GET /api/assessors/bookings/:id/calendar': only('assessor'),
  'PATCH /api/assessors/bookings/:id': only('assessor'),
  'POST /api/assessors/time-in/:id': only('assessor'),
  'POST /api/assessors/time-out/:id': only('assessor'),
  'POST /api/upload-documents': only('manong', 'assessor', 'administrator'),
  'GET /api/documents/:owner/:name': only('manong', 'assessor', 'administrator'),

  // Reports (built by a worker). Spreadsheets: administrators. Checklists and the work
  // order form: also the manong or assessor assigned to that booking or assessment
  // (checked in the handler). Status and files: only the user who asked, files through a
  // signed link that lasts 10 minutes.
  'POST /api/reports/cities': administrator,
  'POST /api/reports/customers': administrator,
  'POST /api/reports/schedules': administrator,
  'POST /api/reports/categories': administrator,
  'POST /api/reports/category-services': administrator,
  'POST /api/reports/bookings': administrator,
  'POST /api/reports/cancelled-bookings': administrator,
  'POST /api/reports/re-bookings': administrator,
  'POST /api/reports/assessments': administrator,
  'POST /api/reports/plans': administrator,
  'POST /api/reports/assessment-one-checklist': only('manong', 'assessor', 'administrator'),
  'POST /api/reports/assessment-two-checklist': only('manong', 'assessor', 'administrator'),
  'POST /api/reports/aircondition-checklist': only('manong', 'assessor', 'administrator'),
  'POST /api/reports/electrical-checklist': only('manong', 'assessor', 'administrator'),
  'POST /api/reports/work-order-form': only('manong', 'assessor', 'administrator'),
  'GET /api/reports/:id': only('manong', 'assessor', 'administrator'),
  'GET /api/reports/:id/file': only('manong', 'assessor', 'administrator'),

  // Booking payments: the wizard's cart placed and paid at the path's gateway, and the
  // manage-booking page's Payment button (public, the booking's e-mail in the body).
  'POST /api/xendit/process': anyone,
  'POST /api/tendopay/process': anyone,
  'POST /api/bookings/:reference/pay': anyone,

  // Bookings: customer. The manage-booking page's requests (the signed-in customer, or the
  // booking's e-mail in the body; others get the look-ups' 404), My Bookings' actions
  // (owner only), private work permits (owner, administrator, assigned manong), the public
  // tracker and manong page by reference, guest activation, Request a Call.
  'POST /api/rebook-booking': anyone,
  'POST /api/cancel-booking': anyone,
  'POST /api/work-permits': anyone,
  'GET /api/bookings/:reference/files/:name': signedIn,
  'PATCH /api/bookings/:id/feedback': signedIn,
  'POST /api/bookings/:id/cancel': signedIn,
  'GET /api/fetch-booking-details/:id': anyone,
  'GET /api/bookings/:id/manongs': anyone,
  'POST /api/activate-account': anyone,
  'GET /api/booking-success/:reference': anyone,
  // Add to calendar: the owner, or the holder of the receipt (as the success page)
  'GET /api/bookings/:reference/calendar': anyone,
  'POST /api/assessments/:serviceId': anyone,

  // Maintenance plans (docs/plans.md). Settings and the console's resource: administrators.
  // The wizard's options: anyone. My plans: the signed-in owner (another's is a 404). A
  // planned visit's e-mailed links: public like the look-ups, with the booking's e-mail.
  'GET /admin-api/plan-settings': administrator,
  'PUT /admin-api/plan-settings': administrator,
  'GET /admin-api/category-plans': administrator,
  'GET /admin-api/category-plans/:id': administrator,
  'PUT /admin-api/category-plans/:id': administrator,
  'GET /api/plan-options': anyone,
  'GET /api/my-plans': signedIn,
  'GET /api/my-plans/:id': signedIn,
  'POST /api/my-plans/:id/skip-next': signedIn,
  'POST /api/my-plans/:id/pause': signedIn,
  'POST /api/my-plans/:id/resume': signedIn,
  'POST /api/my-plans/:id/cancel': signedIn,
  'PUT /api/my-plans/:id/interval': signedIn,
  'POST /api/plan-visits/:reference': anyone,
  'POST /api/plan-visits/:reference/move': anyone,
  'POST /api/plan-visits/:reference/skip': anyone,
  'GET /admin-api/plans': administrator,
  'GET /admin-api/plans/:id': administrator,
  'POST /admin-api/plans/:id/pause': administrator,
  'POST /admin-api/plans/:id/resume': administrator,
  'POST /admin-api/plans/:id/cancel': administrator,
  'POST /admin-api/plans/:id/change-slot': administrator,
  'GET /admin-api/plans-due': administrator,
  // The daily run at a given instant, for tests and demos (refused in production).
  'POST /api/dev/plans/run': administrator,
} satisfies Record<string, Policy>;

export type RouteKey = keyof typeof policies;
