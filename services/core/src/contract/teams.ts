/** Teams of manongs (/admin-api/teams). */
import { z } from 'zod';

export const team = z.object({
  id: z.string(),
  name: z.string(),
  member_ids: z.array(z.string()),
  /** In the order they were chosen; an account removed since is left out. */
  members: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string() })),
  created_at: z.string(),
});
export type Team = z.infer<typeof team>;
