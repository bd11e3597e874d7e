import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { company } from '../company.js';
import { desktopHeaderQuery } from '../theme.js';
import { AccountMenu } from './AccountMenu.js';
import { navLinks } from './navLinks.js';

// The drawer (MUI's Drawer, Modal and slide) is fetched the first time the menu opens.
const MobileDrawer = lazy(() => import('./MobileDrawer.js').then((m) => ({ default: m.MobileDrawer })));

export interface HeaderProps {
  onOpenCart: () => void;
  onOpenManageBooking: () => void;
  onOpenLogin: () => void;
}

// The drawer and the bar are both rendered and switched by CSS at 1024 px, so the first
// paint is right without waiting for a media-query hook.
const desktopOnly = { display: 'none', [desktopHeaderQuery]: { display: 'flex' } } as const;
const mobileOnly = { display: 'flex', [desktopHeaderQuery]: { display: 'none' } } as const;

export function Header({ onOpenCart, onOpenManageBooking, onOpenLogin }: HeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened it stays mounted, so it can slide out again when closed.
  const [drawerMounted, setDrawerMounted] = useState(false);

  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Toolbar sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to="/services"
          variant="h6"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, flexGrow: 1, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          {company.name}
        </Typography>

        <Box component="nav" aria-label="Main" sx={{ ...desktopOnly, gap: 0.5, alignItems: 'center' }}>
          {navLinks.map((link) =>
            link.kind === 'internal' ? (
              <Button
                key={link.label}
                component={NavLink}
                to={link.to}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main' } }}
              >
                {link.label}
              </Button>
            ) : (
              <Button key={link.label} href={link.href} color="inherit">
                {link.label}
              </Button>
            ),
          )}
        </Box>

        <IconButton aria-label="Open cart" onClick={onOpenCart} color="primary">
          <ShoppingCartOutlinedIcon />
        </IconButton>

        <Box sx={desktopOnly}>
          <AccountMenu onOpenLogin={onOpenLogin} />
        </Box>

        <Button variant="contained" onClick={onOpenManageBooking} sx={desktopOnly}>
          Manage Booking
        </Button>

        <IconButton
          aria-label="Open menu"
          aria-controls={drawerOpen ? 'public-mobile-drawer' : undefined}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
          sx={mobileOnly}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>

      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer
            id="public-mobile-drawer"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onOpenManageBooking={onOpenManageBooking}
            onOpenLogin={onOpenLogin}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
