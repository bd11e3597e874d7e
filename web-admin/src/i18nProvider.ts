import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

// react-admin's English texts, with the login form's first field named for what it holds.
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, username: 'Email' },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en');
