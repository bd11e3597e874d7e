/** The public catalogue's answers: the service carousel, one category's page, the field locations. */
import { z } from 'zod';

export const availableService = z.object({
  id: z.string(),
  name: z.string(),
  friendly_name: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  is_fixed_price: z.union([z.literal(0), z.literal(1)]),
  services: z.array(z.object({ id: z.string(), name: z.string(), price: z.number(), per_unit: z.string().nullable() })),
});
/** One category of the public catalogue (GET /api/available-services, GET /api/get-service-details). */
export type AvailableService = z.infer<typeof availableService>;
export const availableServices = z.array(availableService);

export const location = z.object({ id: z.string(), name: z.string() });
export type Location = z.infer<typeof location>;
export const locations = z.array(location);
