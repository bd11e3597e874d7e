import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { company } from '../company.js';

/**
 * The footer's map as a drawn tile that opens OpenStreetMap: no map library and no
 * third-party request until the visitor asks for the map.
 */
export function FooterMap() {
  return (
    <Box sx={{ minWidth: { sm: 220 } }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        Find us
      </Typography>
      <Link
        href={company.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        aria-label={`View map: ${company.address} on OpenStreetMap (opens in a new tab)`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          height: 110,
          borderRadius: 1,
          border: '1px solid rgba(255,255,255,0.4)',
          // A street-grid pattern drawn in CSS stands in for a map picture.
          backgroundColor: 'rgba(255,255,255,0.08)',
          backgroundImage:
            'linear-gradient(rgba(255,255,255,0.12) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.12) 1px, transparent 1px)',
          backgroundSize: '22px 22px',
          textDecoration: 'none',
          '&:hover, &:focus-visible': { backgroundColor: 'rgba(255,255,255,0.16)' },
        }}
      >
        <PlaceOutlinedIcon aria-hidden />
        <Typography variant="body2" component="span">
          View map
        </Typography>
      </Link>
    </Box>
  );
}
