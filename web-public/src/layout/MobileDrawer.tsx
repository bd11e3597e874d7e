import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import { NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.js';
import { accountLinks } from './accountLinks.js';
import { navLinks } from './navLinks.js';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onOpenManageBooking: () => void;
  onOpenLogin: () => void;
}

// The header's links below 1024 px (spec §2: a mobile drawer replaces the bar).
export function MobileDrawer({ id, open, onClose, onOpenManageBooking, onOpenLogin }: MobileDrawerProps) {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Main" sx={{ width: 260, py: 1 }}>
        <List>
          {navLinks.map((link) =>
            link.kind === 'internal' ? (
              <ListItemButton key={link.label} component={NavLink} to={link.to} onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ) : (
              <ListItemButton key={link.label} component="a" href={link.href}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ),
          )}
        </List>
        <Divider />
        <List aria-label="Account">
          {state.status === 'signedOut' && (
            <ListItemButton
              onClick={() => {
                onClose();
                onOpenLogin();
              }}
            >
              <ListItemText primary="Sign in" />
            </ListItemButton>
          )}
          {state.status === 'signedIn' && (
            <>
              {accountLinks(state.user).map((link) =>
                link.kind === 'route' ? (
                  <ListItemButton key={link.label} component={NavLink} to={link.to} onClick={onClose}>
                    <ListItemText primary={link.label} />
                  </ListItemButton>
                ) : (
                  <ListItemButton key={link.label} component="a" href={link.href}>
                    <ListItemText primary={link.label} />
                  </ListItemButton>
                ),
              )}
              <ListItemButton
                onClick={() => {
                  onClose();
                  void logout().then(() => navigate('/services'));
                }}
              >
                <ListItemText primary="Logout" />
              </ListItemButton>
            </>
          )}
        </List>
        <Box sx={{ px: 2 }}>
          <Button
            fullWidth
            variant="contained"
            onClick={() => {
              onClose();
              onOpenManageBooking();
            }}
          >
            Manage Booking
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
