import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FIRST_PAINT } from './firstPaint.js';
import { useEffect, useState } from 'react';
import type { CartItem } from '../cart/cart.js';
import type { Location } from '@app/core/contract/catalogue';
import { ServiceOption, type ServiceLine } from './ServiceOption.js';

/** Spec §2's carousel breakpoints: 1 card per page up to 767 px (300, 568), 2 at 768, 3 from 780. */
function useCardsPerPage(): number {
  const two = useMediaQuery('(min-width:768px)', FIRST_PAINT);
  const three = useMediaQuery('(min-width:780px)', FIRST_PAINT);
  return three ? 3 : two ? 2 : 1;
}

export interface ServiceCarouselProps {
  services: ServiceLine[];
  locations: Location[];
  onAdd: (item: CartItem) => void;
}

export function ServiceCarousel({ services, locations, onAdd }: ServiceCarouselProps) {
  const perPage = useCardsPerPage();
  const pages = Math.max(1, Math.ceil(services.length / perPage));
  const [page, setPage] = useState(0);
  // A wider or narrower window changes the page count: stay on a page that exists.
  useEffect(() => setPage((current) => Math.min(current, pages - 1)), [pages]);
  const shown = services.slice(page * perPage, page * perPage + perPage);

  return (
    <Box component="section" aria-roledescription="carousel" aria-label="Services">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous services" onClick={() => setPage(page - 1)} disabled={page === 0}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          Page {page + 1} of {pages}
        </Typography>
        <IconButton aria-label="Next services" onClick={() => setPage(page + 1)} disabled={page >= pages - 1}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
        {shown.map((service) => (
          <ServiceOption key={service.id} service={service} locations={locations} onAdd={onAdd} />
        ))}
      </Box>
    </Box>
  );
}
