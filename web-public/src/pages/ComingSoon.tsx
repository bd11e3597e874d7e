import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface ComingSoonProps {
  title: string;
}

// Placeholder for a screen of the route table whose issue has not landed yet.
export default function ComingSoon({ title }: ComingSoonProps) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 4 }}>This page is on its way.</Typography>
      <Button variant="outlined" component={RouterLink} to="/services">
        Browse services
      </Button>
    </Container>
  );
}
