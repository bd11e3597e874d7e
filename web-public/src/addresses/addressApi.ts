import type { AddressRequest, CityList, MyAddresses, SavedAddress } from '@app/core/contract/accounts';
import type { Message } from '@app/core/contract/bookings';
import { api } from '../api/http.js';
import type { TextForm } from '@app/core/contract/textForm';

/** The address dialog's fields: the contract's address body as text (the city as its id). */
export type AddressForm = TextForm<AddressRequest, 'city' | 'street_address' | 'barangay' | 'type_of_home' | 'contact_number'>;

/** Spec §5: the customer and staff forms offer these three. */
export const TYPES_OF_HOME = ['House', 'Condo', 'Village'] as const;

export const listMyAddresses = () => api<MyAddresses>('GET', '/api/my-addresses').then((res) => res.data);

export const addMyAddress = (form: AddressRequest) => api<SavedAddress>('POST', '/api/my-addresses', form);

export const updateMyAddress = (id: string, form: AddressRequest) => api<SavedAddress>('PATCH', `/api/my-addresses/${encodeURIComponent(id)}`, form);

export const removeMyAddress = (id: string) => api<Message>('DELETE', `/api/my-addresses/${encodeURIComponent(id)}`);

export const listCities = () => api<CityList>('GET', '/api/clients/cities').then((res) => res.data);
