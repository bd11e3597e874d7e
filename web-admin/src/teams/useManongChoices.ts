import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../dataProvider/httpClient.js';

interface Manong {
  id: string;
  name?: string;
  first_name: string;
  last_name: string;
}

/**
 * Every manong, for the team members picker. `/admin-api/users` lists all employees and
 * takes no role filter, while the api's field-staff picker (spec §7: GET /api/manongs)
 * answers exactly the manongs, which a team must consist of.
 */
export function useManongChoices() {
  return useQuery({
    queryKey: ['manongs'],
    queryFn: async () => {
      const { json } = await httpClient('/api/manongs');
      return (json as Manong[]).map((m) => ({ id: m.id, name: m.name ?? `${m.first_name} ${m.last_name}` }));
    },
  });
}
