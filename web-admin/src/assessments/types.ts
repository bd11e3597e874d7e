/** The console's assessment record: the api's contract (GET /admin-api/assessments, /admin-api/assessments/:id). */
export type { Assessment as AssessmentRecord } from '@app/core/contract/assessments';
