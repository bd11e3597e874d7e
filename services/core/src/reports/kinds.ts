/**
 * The reports the console asks for (spec: admin-and-field-staff.md §7, the "reports"
 * rows), each with the name its file is offered under. Spreadsheets cover a date range;
 * documents (checklists and the work order form) cover one booking or assessment.
 */
export const spreadsheetFiles = {
  cities: 'cities-list.xlsx',
  customers: 'customers-master-list.xlsx',
  schedules: 'schedule-planner-list.xlsx',
  categories: 'categories-report.xlsx',
  'category-services': 'category-services-report.xlsx',
  bookings: 'bookings-report.xlsx',
  'cancelled-bookings': 'cancelled-bookings-report.xlsx',
  're-bookings': 're-bookings-report.xlsx',
  assessments: 'assessments-report.xlsx',
  plans: 'maintenance-plans-report.xlsx',
} as const;
export type SpreadsheetKind = keyof typeof spreadsheetFiles;
export const spreadsheetKinds = Object.keys(spreadsheetFiles) as SpreadsheetKind[];

export const documentFiles = {
  'assessment-one-checklist': 'assessment-one-checklist.pdf',
  'assessment-two-checklist': 'assessment-two-checklist.pdf',
  'aircondition-checklist': 'aircondition-checklist.pdf',
  'electrical-checklist': 'electrical-checklist.pdf',
  'work-order-form': 'work-order-form.pdf',
} as const;
export type DocumentKind = keyof typeof documentFiles;
export const documentKinds = Object.keys(documentFiles) as DocumentKind[];

export type ReportKind = SpreadsheetKind | DocumentKind;

/** How the spec's call answers: the file itself, or a URL the console opens in a new tab. */
export const answersWithFile: ReadonlySet<ReportKind> = new Set<ReportKind>(['cities', 'customers', 'schedules']);

export const isDocumentKind = (kind: string): kind is DocumentKind => kind in documentFiles;
export const fileNameOf = (kind: ReportKind): string => (isDocumentKind(kind) ? documentFiles[kind] : spreadsheetFiles[kind]);

/** A date range in Manila calendar dates, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}
/** The booking or assessment a document is about. */
export interface DocumentSubject {
  type: 'booking' | 'assessment';
  id: string;
}
export type ReportParams = DateRange | DocumentSubject;

/**
 * A job on the `reports` queue: ids and the range only, never personal data. The job id
 * is the report id, so enqueueing the same report twice is a no-op.
 */
export interface ReportJob {
  reportId: string;
  kind: ReportKind;
  requestedBy: string;
  params: ReportParams;
}
