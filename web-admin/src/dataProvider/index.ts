import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.js';
import { withMultipart } from './multipart.js';
import { withBackendNames } from './resourceNames.js';

// /admin-api speaks ra-data-simple-rest's conventions (DESIGN.md, HTTP surfaces):
// list totals in Content-Range, filters and sort as JSON query parameters.
export const ADMIN_API_URL = '/admin-api';

export const dataProvider = withBackendNames(withMultipart(simpleRestProvider(ADMIN_API_URL, httpClient), ADMIN_API_URL));
