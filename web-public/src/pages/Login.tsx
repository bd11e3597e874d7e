import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.js';
import { LoginForm } from '../auth/LoginForm.js';
import { useGoHome } from '../auth/useGoHome.js';
import { safeRedirect } from '../auth/user.js';
import { useLayoutActions } from '../layout/PublicLayout.js';
import { useNotify } from '../notify/Notifier.js';

/** Staff and customer sign-in (spec §2): honours ?redirect=, else sends each role to its place. */
export default function Login() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { state } = useAuth();
  const notify = useNotify();
  const goHome = useGoHome();
  const { openRegister } = useLayoutActions();

  // Someone already signed in who opens /login (a bookmark, the back button) moves on.
  useEffect(() => {
    if (state.status === 'signedIn') goHome(state.user, redirect);
  }, [state, redirect, goHome]);

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Sign in
        </Typography>
        <LoginForm
          idPrefix="login-page"
          failureText="Invalid Credentials! Please try again..."
          onSignedIn={() => notify('Welcome back!')}
          onOpenRegister={openRegister}
        />
      </Paper>
    </Container>
  );
}
