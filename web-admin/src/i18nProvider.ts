import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './i18n/en.js';

// react-admin's English texts, with the login form's first field named for what it holds,
// and the console's own labels and notifications (i18n/en.ts).
const messages = {
  ...englishMessages,
  ...en,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, username: 'Email' },
  },
};

// allowMissing: a text that is not a key (a server's message) is shown as it is.
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', { allowMissing: true });
