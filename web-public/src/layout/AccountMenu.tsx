import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.js';
import { truncate } from '../format.js';
import { accountLinks } from './accountLinks.js';

export interface AccountMenuProps {
  onOpenLogin: () => void;
}

/** The header's Sign in button, or the signed-in user's menu (their pages and Logout). */
export function AccountMenu({ onOpenLogin }: AccountMenuProps) {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  if (state.status === 'loading') return null;
  if (state.status === 'signedOut') {
    return (
      <Button color="inherit" onClick={onOpenLogin}>
        Sign in
      </Button>
    );
  }
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {truncate(state.user.first_name)}
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {accountLinks(state.user).map((link) =>
          link.kind === 'route' ? (
            <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={close}>
              {link.label}
            </MenuItem>
          ) : (
            <MenuItem key={link.label} component="a" href={link.href} onClick={close}>
              {link.label}
            </MenuItem>
          ),
        )}
        <MenuItem
          onClick={() => {
            close();
            void logout().then(() => navigate('/services'));
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
