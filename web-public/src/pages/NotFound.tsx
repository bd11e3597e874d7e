import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

// Any path outside the route table, and the target of failed guards and lookups (spec §2, §8).
export default function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found!
      </Typography>
      <Typography sx={{ mb: 4 }}>The page you are trying to access does not exist.</Typography>
      <Button variant="contained" component={RouterLink} to="/services">
        Go Home
      </Button>
    </Container>
  );
}
