import { createTheme } from '@mui/material/styles';

// Below this width the header's bar gives way to a drawer (spec: breakpoints, 1024 px).
export const HEADER_DRAWER_BREAKPOINT_PX = 1024;

export const desktopHeaderQuery = `@media (min-width:${HEADER_DRAWER_BREAKPOINT_PX}px)`;

export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#f57c00' },
    background: { default: '#f7f8fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
