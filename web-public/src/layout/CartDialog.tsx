import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { countedItems, subTotal } from '../cart/cart.js';
import { useCart } from '../cart/CartContext.js';
import { pesos } from '@app/core/format/money';

export interface CartDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The cart kept in this browser: its lines, a sub total, and the way back to booking. */
export function CartDialog({ open, onClose }: CartDialogProps) {
  const { cart, remove } = useCart();
  const items = countedItems(cart);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cart-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="cart-dialog-title">Your cart{cart.service && items.length > 0 ? `: ${cart.service.name}` : ''}</DialogTitle>
      <DialogContent dividers>
        {items.length === 0 ? (
          <Typography>Your cart is empty. Pick a service to start a booking.</Typography>
        ) : (
          <>
            <List dense aria-label="Cart items">
              {items.map((line) => (
                <ListItem
                  key={line.id}
                  secondaryAction={
                    <IconButton edge="end" aria-label={`Remove ${line.name}`} onClick={() => remove(line.id)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={`${line.name} (${line.quantity})${line.location ? ` - ${line.location.name}` : ''}`}
                    secondary={pesos(line.price * line.quantity)}
                  />
                </ListItem>
              ))}
            </List>
            <Divider />
            <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>Sub total</Typography>
              <Typography sx={{ fontWeight: 600 }}>{pesos(subTotal(cart))}</Typography>
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {items.length > 0 && cart.service ? (
          <Button variant="contained" component={RouterLink} to={`/book-services/${cart.service.friendly_name}`} onClick={onClose}>
            Continue booking
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to="/services" onClick={onClose}>
            Browse services
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
