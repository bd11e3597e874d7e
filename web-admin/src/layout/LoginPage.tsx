import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Login, LoginForm } from 'react-admin';

/** react-admin's login card in a main landmark, with the page's one heading. */
export function LoginPage() {
  return (
    <Box component="main">
      <Login>
        <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
          Sign in to the console
        </Typography>
        <LoginForm />
      </Login>
    </Box>
  );
}
