import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from './auth/AuthContext.js';
import { CartProvider } from './cart/CartContext.js';
import { NotifierProvider } from './notify/Notifier.js';
import { theme } from './theme.js';

/** Theme, messages, session and cart around the routes: the app's and the prerendered shells' (./shell). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotifierProvider>
          <AuthProvider>
            <CartProvider>{children}</CartProvider>
          </AuthProvider>
        </NotifierProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
