import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

/** Spec §9: after sending a request the visitor goes on to Services 2 s later. */
export const SERVICES_AFTER_MS = 2000;

/** /assessment-sent (spec §2): the confirmation of a Request a Call. */
export default function AssessmentSent() {
  const navigate = useNavigate();
  const sent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  // Only right after sending: the page opened later by its address stays put.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => navigate('/services'), SERVICES_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          Your request for assessment
        </Typography>
        <Typography sx={{ mb: 3 }}>has been sent. Our team will call you to schedule a visit and assess the work.</Typography>
        <Button variant="contained" component={RouterLink} to="/services">
          Back to services
        </Button>
      </Paper>
    </Container>
  );
}
