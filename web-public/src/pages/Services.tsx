import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAvailableServices } from '../catalogue/availableServices.js';
import { ServiceSection } from '../catalogue/ServiceSection.js';

// Spec §9: the fixed-price list shows its placeholder for at least 1.5 s.
const FIXED_PRICE_PLACEHOLDER_MS = 1500;

/** The public list of services (spec §2: /services and /work-orders): fixed-price, then for assessment. */
export default function Services() {
  const fixed = useAvailableServices(true, FIXED_PRICE_PLACEHOLDER_MS);
  const assessment = useAvailableServices(false);

  // The assessment list shows once the fixed-price list above it has settled: drawn earlier,
  // it would be pushed down when the cards replace their placeholder (Lighthouse's layout
  // shift on desktop). Meanwhile the page is a screen tall, so the footer waits below the fold.
  const fixedSettled = fixed.status !== 'loading';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6 }, minHeight: fixedSettled ? undefined : '100vh' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Services
      </Typography>
      <ServiceSection
        id="fixed-price-services"
        title="Fixed-price services"
        intro="Pick a schedule, choose your services and pay online. The price you see is the price you pay."
        state={fixed}
        emptyText="No fixed-price services are open for booking right now."
      />
      {fixedSettled && (
        <ServiceSection
          id="assessment-services"
          title="Services for assessment"
          intro="Bigger jobs start with a visit: request a call and we will assess the work and give you a quote."
          state={assessment}
          emptyText="No services for assessment are listed right now."
        />
      )}
    </Container>
  );
}
