import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@app/core/contract/fieldStaff';
import { httpClient } from '../dataProvider/httpClient.js';

/**
 * Every manong, for the team members picker. `/admin-api/users` lists all employees and
 * takes no role filter, while the api's field-staff picker (spec §7: GET /api/manongs)
 * answers exactly the manongs, which a team must consist of.
 */
export const manongChoicesQuery = {
  queryKey: ['manongs'],
  queryFn: async () => {
    const { json } = await httpClient('/api/manongs');
    return (json as StaffMember[]).map((m) => ({ id: m.id, name: m.name ?? `${m.first_name} ${m.last_name}` }));
  },
};

export function useManongChoices() {
  return useQuery(manongChoicesQuery);
}
