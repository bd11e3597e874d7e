/** The signed-in customer's choice about reminders by text message (GET/PUT /api/my-text-messages; yes until they say no). */
import { api } from '../api/http.js';

export const readTextMessages = () => api<{ data: { allowed: boolean } }>('GET', '/api/my-text-messages').then((res) => res.data.allowed);

export const chooseTextMessages = (allowed: boolean) => api<{ message: string; data: { allowed: boolean } }>('PUT', '/api/my-text-messages', { allowed });
