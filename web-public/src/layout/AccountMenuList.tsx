import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.js';
import type { User } from '@app/core/contract/accounts';
import { accountLinks } from './accountLinks.js';

export interface AccountMenuListProps {
  user: User;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The signed-in user's menu under the header's name button: their pages and Logout. */
export function AccountMenuList({ user, anchor, onClose }: AccountMenuListProps) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {accountLinks(user).map((link) =>
        link.kind === 'route' ? (
          <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={onClose}>
            {link.label}
          </MenuItem>
        ) : (
          <MenuItem key={link.label} component="a" href={link.href} onClick={onClose}>
            {link.label}
          </MenuItem>
        ),
      )}
      <MenuItem
        onClick={() => {
          onClose();
          void logout().then(() => navigate('/services'));
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}
