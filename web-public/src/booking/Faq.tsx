import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BOOKING_DURATION } from './duration.js';

// Answers drawn from how the product works (spec §2, §4, §9), not promises it does not keep.
const QUESTIONS: { q: string; a: string }[] = [
  { q: 'How long does a visit take?', a: `Each booking reserves a ${BOOKING_DURATION} slot. Bigger jobs may need more than one visit; our manongs will tell you on site.` },
  { q: 'I live in a condominium. What do I need?', a: 'Please secure a work permit from your property management before the visit. You can upload it from My Bookings or the manage-booking page.' },
  { q: 'How do I pay?', a: 'Online through our payment partner, or in installments through TendoPay for totals of Php 1,000 and up.' },
  { q: 'Can I change my schedule?', a: 'Yes. Open Manage Booking with your booking ID and e-mail to request a rebooking or a cancellation.' },
  { q: 'Do I need an account?', a: 'No. We make one for you with the e-mail you give, and after paying you may choose to keep it.' },
];

export function Faq() {
  return (
    <Box component="section" aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Frequently asked questions
      </Typography>
      {QUESTIONS.map(({ q, a }, i) => (
        <Accordion key={q} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${i}-content`} id={`faq-${i}-header`}>
            <Typography>{q}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            <Typography variant="body2">{a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
