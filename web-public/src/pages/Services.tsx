import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// The public list of services (spec §2: /services and /work-orders). The catalogue itself
// arrives with its issue; until then the page says so rather than showing made-up services.
export default function Services() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Services
      </Typography>
      <Alert severity="info">
        Our catalogue of fixed-price services and services that need an assessment is coming
        soon. You will be able to browse it, book a schedule and pay online right here.
      </Alert>
    </Container>
  );
}
