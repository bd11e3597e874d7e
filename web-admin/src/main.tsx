import { SIGN_IN_PATH } from './basename.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The signed-out sign-in page does not wait for the console's scripts (react-admin and the
// screens' shared parts): it loads a small entry of its own. index.html asks for the files
// of the entry the path needs as it is parsed (vite.config.ts, preloadEntryByPath).
if (SIGN_IN_PATH.test(window.location.pathname)) void import('./login/signInEntry.js').then((m) => m.renderSignIn(container));
else void import('./consoleEntry.js').then((m) => m.renderConsole(container));
