import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { navLinks } from './navLinks.js';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onOpenManageBooking: () => void;
}

// The header's links below 1024 px (spec §2: a mobile drawer replaces the bar).
export function MobileDrawer({ id, open, onClose, onOpenManageBooking }: MobileDrawerProps) {
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
