/** The catalogue's records and the data each event carries. */
import { recordKind } from './record.js';

export interface CityData {
  name: string;
}

export interface LocationData {
  name: string;
}

export interface CategoryData {
  name: string;
  /** URL-safe name used in /book-services/{title} and get-service-details?title=. */
  friendlyName: string;
  description: string;
  /** Path of the uploaded image under /uploads, or null. */
  image: string | null;
  isFixedPrice: boolean;
  isForAssessment: boolean;
}

export interface CategoryServiceData {
  categoryId: string;
  name: string;
  /** Pesos, two decimals at most. */
  price: number;
  perUnit: string | null;
}

export interface TeamData {
  name: string;
  memberIds: string[];
}

export const cities = recordKind<'City', CityData>('City', 'City', 'city');
export const locations = recordKind<'Location', LocationData>('Location', 'Location', 'location');
export const categories = recordKind<'Category', CategoryData>('Category', 'Category', 'category');
export const categoryServices = recordKind<'CategoryService', CategoryServiceData>('CategoryService', 'Category service', 'categoryservice');
export const teams = recordKind<'Team', TeamData>('Team', 'Team', 'team');
