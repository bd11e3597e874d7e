import TextField from '@mui/material/TextField';

/** The e-mail a customer signs in or looks a booking up with: the browser's e-mail keyboard and autofill, the server's message under it. */
export function EmailField({ id, value, onChange, error }: { id: string; value: string; onChange: (email: string) => void; error?: string }) {
  return (
    <TextField
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      required
      fullWidth
    />
  );
}
