import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { pesos } from '@app/core/format/money';
import type { AvailableService } from '@app/core/contract/catalogue';

/** The few first lines of a category; the rest are in the wizard's carousel. */
const LINES_SHOWN = 4;

/**
 * A category of the catalogue: a fixed-price one is booked directly (the wizard), one for
 * assessment starts with a Request a Call (spec §1).
 */
export function ServiceCard({ category }: { category: AvailableService }) {
  const fixed = category.is_fixed_price === 1;
  const target = fixed ? `/book-services/${category.friendly_name}` : `/contact-us/${category.friendly_name}`;
  const shown = category.services.slice(0, LINES_SHOWN);

  return (
    <Card component="article" aria-labelledby={`service-${category.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {category.picture ? (
        <CardMedia component="img" height="140" image={category.picture} alt="" loading="lazy" />
      ) : (
        <Box aria-hidden sx={{ height: 96, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: fixed ? 'primary.light' : 'secondary.light', color: 'common.white' }}>
          <HandymanOutlinedIcon sx={{ fontSize: 48 }} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`service-${category.id}`} variant="h6" component="h3" gutterBottom>
          {category.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {category.description}
        </Typography>
        {fixed && shown.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {shown.map((service) => (
              <Typography component="li" variant="body2" key={service.id}>
                {service.name}: <strong>{pesos(service.price)}</strong>
                {service.per_unit ? ` / ${service.per_unit}` : ''}
              </Typography>
            ))}
            {category.services.length > LINES_SHOWN && (
              <Typography component="li" variant="body2" color="text.secondary">
                and {category.services.length - LINES_SHOWN} more
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" color={fixed ? 'primary' : 'secondary'} component={RouterLink} to={target} aria-label={`${fixed ? 'Book' : 'Request a Call for'} ${category.name}`}>
          {fixed ? 'Book now' : 'Request a Call'}
        </Button>
      </CardActions>
    </Card>
  );
}
