/**
 * The contact number check of every form that asks for one: the api's own Philippine rule
 * (one module, so the browser and the server cannot drift). A module of its own: the rule
 * carries the phone metadata (about 40 KB gzip), which only these forms' chunks need.
 */
import { invalidPhilippineNumber, philippineNumber } from '@app/core/rules/philippineNumber';
import { required } from './rules.js';

export const phPhone = (value: string): string | undefined =>
  required(value, 'contact number') ?? (philippineNumber(value.trim()) ? undefined : invalidPhilippineNumber());

/** The same rule for a field that may stay empty (the server stores none). */
export const optionalPhPhone = (value: string): string | undefined => (value.trim() ? phPhone(value) : undefined);
