import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.js';
import { withMultipart } from './multipart.js';
import { withPartialTotals } from './partialTotals.js';
import { withBackendNames } from './resourceNames.js';

// /admin-api speaks ra-data-simple-rest's conventions:
// list totals in Content-Range, filters and sort as JSON query parameters; a total not
// counted to the end (a search of many bookings) is read by partialTotals.ts.
export const ADMIN_API_URL = '/admin-api';

export const dataProvider = withBackendNames(withMultipart(withPartialTotals(simpleRestProvider(ADMIN_API_URL, httpClient), ADMIN_API_URL, httpClient), ADMIN_API_URL));
