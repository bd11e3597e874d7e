import { api } from '../api/http.js';

/** An address as /api/my-addresses answers it (services/api/src/people/addresses.ts). */
export interface Address {
  id: string;
  contact_number: string | null;
  city: { id: string; name: string | null };
  street_address: string;
  barangay: string;
  type_of_home: string;
  apartment_no: string | null;
}

export interface AddressForm {
  city: string;
  street_address: string;
  barangay: string;
  type_of_home: string;
  contact_number: string;
}

export interface City {
  id: string;
  name: string;
}

/** Spec §5: the customer and staff forms offer these three. */
export const TYPES_OF_HOME = ['House', 'Condo', 'Village'] as const;

export const listMyAddresses = () => api<{ data: Address[] }>('GET', '/api/my-addresses').then((res) => res.data);

export const addMyAddress = (form: AddressForm) => api<{ message: string; data: Address }>('POST', '/api/my-addresses', form);

export const updateMyAddress = (id: string, form: AddressForm) => api<{ message: string; data: Address }>('PATCH', `/api/my-addresses/${encodeURIComponent(id)}`, form);

export const removeMyAddress = (id: string) => api<{ message: string }>('DELETE', `/api/my-addresses/${encodeURIComponent(id)}`);

export const listCities = () => api<{ data: City[] }>('GET', '/api/clients/cities').then((res) => res.data);
