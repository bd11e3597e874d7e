import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** Spec §9: minimum and default quantity 1. The server's cap is 999. */
export const MIN_QUANTITY = 1;
const MAX_QUANTITY = 999;

export interface QuantityFieldProps {
  serviceName: string;
  id: string;
  value: number;
  onChange: (quantity: number) => void;
  error?: string;
}

const clamp = (n: number) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(n)));

/** Quantity with minus and plus (spec §2), typed values kept within 1 to 999. */
export function QuantityField({ serviceName, id, value, onChange, error }: QuantityFieldProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={`Decrease quantity of ${serviceName}`} onClick={() => onChange(clamp(value - 1))} disabled={value <= MIN_QUANTITY} size="small">
        <RemoveIcon />
      </IconButton>
      <TextField
        id={id}
        label="Quantity"
        type="number"
        size="small"
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value) || MIN_QUANTITY))}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { min: MIN_QUANTITY, max: MAX_QUANTITY, 'aria-label': `Quantity of ${serviceName}` } }}
        sx={{ width: 88 }}
      />
      <IconButton aria-label={`Increase quantity of ${serviceName}`} onClick={() => onChange(clamp(value + 1))} disabled={value >= MAX_QUANTITY} size="small">
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
