import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { CartItem } from '../cart/cart.js';
import type { Location } from '@app/core/contract/catalogue';
import { LocationChoice } from './LocationChoice.js';
import { QuantityField } from './QuantityField.js';

export interface CartLineDialogProps {
  line: CartItem | null;
  locations: Location[];
  onClose: () => void;
  onSave: (id: string, change: { quantity: number; location: Location }) => void;
}

/** Edit of a cart line (spec §2: edit and remove of items): its quantity and location. */
export function CartLineDialog({ line, locations, onClose, onSave }: CartLineDialogProps) {
  const [quantity, setQuantity] = useState(1);
  const [location, setLocation] = useState<Location | null>(null);
  useEffect(() => {
    if (!line) return;
    setQuantity(line.quantity);
    setLocation(line.location);
  }, [line]);

  return (
    <Dialog open={line !== null} onClose={onClose} aria-labelledby="cart-line-title" fullWidth maxWidth="xs">
      <DialogTitle id="cart-line-title">Edit {line?.name}</DialogTitle>
      <DialogContent>
        {line && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <QuantityField serviceName={line.name} id="cart-line-quantity" value={quantity} onChange={setQuantity} />
            <LocationChoice serviceName={line.name} idPrefix="cart-line" locations={locations} value={location?.id ?? null} onChange={setLocation} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!location} onClick={() => line && location && onSave(line.id, { quantity, location })}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
