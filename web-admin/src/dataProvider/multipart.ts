/**
 * Records that carry a file (a category's image, an employee's profile picture) are sent
 * as multipart FormData, the way the api's upload routes read them (spec §7: multipart
 * with `image` or `profile_picture`). Everything else stays JSON.
 */
import type { DataProvider, RaRecord } from 'react-admin';
import { httpClient } from './httpClient.js';

/** The backend resources whose create and update are multipart, and their file fields. */
export const MULTIPART_RESOURCES: Readonly<Record<string, readonly string[]>> = {
  categories: ['image'],
  users: ['profile_picture'],
};

/** react-admin's ImageInput value for a newly chosen file. */
interface ChosenFile {
  rawFile: File;
}

function isChosenFile(value: unknown): value is ChosenFile {
  return typeof value === 'object' && value !== null && (value as ChosenFile).rawFile instanceof File;
}

/**
 * Fields become text parts: arrays as repeated `name[]` parts (read back as arrays by the
 * api's multipart parser), booleans as 'true'/'false', null and undefined left out.
 * A file field is sent only when a new file was chosen; the stored URL is not echoed.
 */
export function toFormData(data: Record<string, unknown>, fileFields: readonly string[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (fileFields.includes(name)) {
      if (isChosenFile(value)) form.append(name, value.rawFile);
      continue;
    }
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) form.append(`${name}[]`, String(item));
    } else if (typeof value === 'object') {
      continue; // nested read-only data (e.g. a category's name on a service) is not input
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

export function withMultipart(base: DataProvider, apiUrl: string): DataProvider {
  return {
    ...base,
    async create(resource, params) {
      const fileFields = MULTIPART_RESOURCES[resource];
      if (!fileFields) return base.create(resource, params);
      const { json } = await httpClient(`${apiUrl}/${resource}`, { method: 'POST', body: toFormData(params.data as Record<string, unknown>, fileFields) });
      return { data: json as RaRecord };
    },
    async update(resource, params) {
      const fileFields = MULTIPART_RESOURCES[resource];
      if (!fileFields) return base.update(resource, params);
      const url = `${apiUrl}/${resource}/${encodeURIComponent(String(params.id))}`;
      const { json } = await httpClient(url, { method: 'PUT', body: toFormData(params.data as Record<string, unknown>, fileFields) });
      return { data: json as RaRecord };
    },
  } as DataProvider;
}
