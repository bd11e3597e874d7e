import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authProvider } from '../authProvider.js';
import { ADMIN_BASENAME } from '../basename.js';
import { i18nProvider } from '../i18nProvider.js';
import { lightTheme } from '../theme.js';
import { SignInCard } from './SignInCard.js';

const loadConsole = () => import('../consoleEntry.js');
const translate = (key: string) => i18nProvider.translate(key);

/**
 * The signed-out page at /admin/login, without react-admin: the form paints from a small
 * script (MUI and React), and the console's scripts load once someone starts typing or taps. After
 * signing in, the console takes over the same page at its home, with the session already
 * known to the authProvider (no second GET /api/user).
 */
export function renderSignIn(container: HTMLElement): void {
  const root = createRoot(container);
  const signIn = async (email: string, password: string) => {
    await authProvider.login({ email, password });
    const { renderConsole } = await loadConsole();
    window.history.replaceState(null, '', `${ADMIN_BASENAME}/`);
    root.unmount();
    renderConsole(container);
  };
  // In slices that yield to the browser, as the console's first render (consoleEntry.tsx).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={createTheme(lightTheme)}>
          <CssBaseline />
          <SignInCard translate={translate} onSignIn={signIn} onFirstInput={() => void loadConsole()} />
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}
