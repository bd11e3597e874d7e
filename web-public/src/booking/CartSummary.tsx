import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { countedItems, type CartItem } from '../cart/cart.js';
import { useCart } from '../cart/CartContext.js';
import { pesos } from '@app/core/format/money';
import type { Location } from '@app/core/contract/catalogue';
import { CartLineDialog } from './CartLineDialog.js';
import type { Sums } from './pricing.js';

export interface CartSummaryProps {
  sums: Sums;
  locations: Location[];
  /** Lines can be changed on the pick-service step only. */
  editable: boolean;
  children?: ReactNode;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} aria-label={`${label}: ${value}`}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The cart of the side column: lines with edit and remove, sub total, discount and total. */
export function CartSummary({ sums, locations, editable, children }: CartSummaryProps) {
  const { cart, update, remove } = useCart();
  const [editing, setEditing] = useState<CartItem | null>(null);
  const items = countedItems(cart);

  return (
    <Paper component="section" aria-labelledby="cart-title" variant="outlined" sx={{ p: 2 }}>
      <Typography id="cart-title" variant="h6" component="h2">
        Cart
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">Your cart is empty.</Typography>
      ) : (
        <List dense aria-label="Cart items">
          {items.map((line) => (
            <ListItem
              key={line.id}
              disableGutters
              secondaryAction={
                editable && (
                  <>
                    <IconButton aria-label={`Edit ${line.name}`} onClick={() => setEditing(line)} size="small">
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={`Remove ${line.name}`} onClick={() => remove(line.id)} size="small">
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
              sx={{ pr: editable ? 9 : 0 }}
            >
              <ListItemText primary={`${line.name} (${line.quantity})${line.location ? ` - ${line.location.name}` : ''}`} secondary={pesos(line.price * line.quantity)} />
            </ListItem>
          ))}
        </List>
      )}
      <Divider sx={{ my: 1 }} />
      <Stack spacing={0.5}>
        <Row label="Sub total" value={pesos(sums.subTotal)} />
        <Row label="Discount" value={sums.discount ? `- ${pesos(sums.discount)}` : pesos(0)} />
        <Row label="Total" value={pesos(sums.total)} strong />
      </Stack>
      {children}
      <CartLineDialog
        line={editing}
        locations={locations}
        onClose={() => setEditing(null)}
        onSave={(id, change) => {
          update(id, change);
          setEditing(null);
        }}
      />
    </Paper>
  );
}
