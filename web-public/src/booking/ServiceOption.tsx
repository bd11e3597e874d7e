import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CartItem } from '../cart/cart.js';
import { pesos } from '@app/core/format/money';
import type { Location } from '@app/core/contract/catalogue';
import { LocationChoice } from './LocationChoice.js';
import { MIN_QUANTITY, QuantityField } from './QuantityField.js';

export interface ServiceLine {
  id: string;
  name: string;
  price: number;
  per_unit: string | null;
}

export interface ServiceOptionProps {
  service: ServiceLine;
  locations: Location[];
  onAdd: (item: CartItem) => void;
}

export const LOCATION_REQUIRED = 'The location field is required.';

/** One service of the carousel: its price, a quantity and a location, and Add to cart (spec §5: all three required). */
export function ServiceOption({ service, locations, onAdd }: ServiceOptionProps) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [location, setLocation] = useState<Location | null>(null);
  const [error, setError] = useState<string | undefined>();

  const add = () => {
    if (!location) return setError(LOCATION_REQUIRED);
    setError(undefined);
    onAdd({ id: service.id, name: service.name, price: service.price, quantity, location });
    setQuantity(MIN_QUANTITY);
  };

  return (
    <Card variant="outlined" component="article" aria-label={service.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {service.name}
        </Typography>
        <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
          {pesos(service.price)}
          {service.per_unit ? ` / ${service.per_unit}` : ''}
        </Typography>
        <Stack spacing={1}>
          <QuantityField serviceName={service.name} id={`quantity-${service.id}`} value={quantity} onChange={setQuantity} />
          <LocationChoice serviceName={service.name} idPrefix={`service-${service.id}`} locations={locations} value={location?.id ?? null} onChange={setLocation} error={error} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={add} aria-label={`Add to cart: ${service.name}`}>
          Add to cart
        </Button>
      </CardActions>
    </Card>
  );
}
