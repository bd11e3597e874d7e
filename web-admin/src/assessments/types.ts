/** An assessment as /admin-api/assessments gives it (spec §3 Assessment). */
export interface AssessmentRecord {
  id: string;
  customer: { id: string | null; name: string; email: string; contact_number: string | null };
  address: { street_address: string; barangay: string; city: { name: string }; type_of_home: string; contact_number: string | null };
  category: { id: string; name: string };
  services: { id: string | null; name: string }[];
  remarks: string | null;
  schedule: { date: string; time: string } | null;
  primary_assessors: SentAssessor[];
  secondary_assessors: SentAssessor[];
  documents: { file_link: string; file_name: string }[];
  booking: { id: string; booking_id: string }[];
  booked: 'YES' | 'No Booking';
  created_at: string;
}

/** An assessor of the visit and their answer: Yes, Declined or No Answer. */
export interface SentAssessor {
  id: string;
  first_name: string | null;
  last_name: string | null;
  confirmed: string;
  time_in: string | null;
}
