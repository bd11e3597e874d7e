/** The signed-in customer's choice about reminders by text message (GET/PUT /api/my-text-messages; yes until they say no). */
import type { TextMessagesChoice, TextMessagesChosen } from '@app/core/contract/accounts';
import { api } from '../api/http.js';

export const readTextMessages = () => api<TextMessagesChoice>('GET', '/api/my-text-messages').then((res) => res.data.allowed);

export const chooseTextMessages = (allowed: boolean) => api<TextMessagesChosen>('PUT', '/api/my-text-messages', { allowed });
