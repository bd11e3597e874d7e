/**
 * The catalogue as the console's react-admin resources receive it (/admin-api/cities,
 * locations, categories, category-services): one record per list row, get, create,
 * update and delete. Dates are ISO strings.
 */
import { z } from 'zod';

/** 1 or 0, as the spec's screens compare the category's kind. */
const flag = z.union([z.literal(0), z.literal(1)]);

/** A city and a field location are both a name. */
const named = z.object({ id: z.string(), name: z.string(), created_at: z.string() });
export const cityRecord = named;
export const locationRecord = named;

export const categoryRecord = z.object({
  id: z.string(),
  name: z.string(),
  friendly_name: z.string(),
  description: z.string(),
  /** Public path of the uploaded image, or null. */
  image: z.string().nullable(),
  is_fixed_price: flag,
  is_for_assessment: flag,
  services_count: z.number(),
  created_at: z.string(),
});
export type CategoryRecord = z.infer<typeof categoryRecord>;

export const categoryServiceRecord = z.object({
  id: z.string(),
  name: z.string(),
  /** Pesos. */
  price: z.number(),
  per_unit: z.string().nullable(),
  category_id: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  is_fixed_price: flag,
  is_for_assessment: flag,
  /** The same flag as is_for_assessment, by the name some screens use. */
  is_for_evaluation: flag,
  created_at: z.string(),
});
export type CategoryServiceRecord = z.infer<typeof categoryServiceRecord>;
