import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { company } from '../company.js';
import { FooterMap } from './FooterMap.js';

// Contact information and a map (spec §2, public footer).
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {company.name}
            </Typography>
            <Typography variant="body2">{company.address}</Typography>
          </Box>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography variant="subtitle2" component="h2">
              Contact us
            </Typography>
            <Typography variant="body2">
              Phone:{' '}
              <Link color="inherit" href={`tel:${company.phone.replace(/\s+/g, '')}`}>
                {company.phone}
              </Link>
            </Typography>
            <Typography variant="body2">
              Email:{' '}
              <Link color="inherit" href={`mailto:${company.email}`}>
                {company.email}
              </Link>
            </Typography>
            <Typography variant="body2">{company.hours}</Typography>
          </Box>
          <FooterMap />
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 3, opacity: 0.8 }}>
          © {new Date().getFullYear()} {company.name}
        </Typography>
      </Container>
    </Box>
  );
}
