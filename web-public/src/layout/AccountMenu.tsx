import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../auth/AuthContext.js';
import { truncate } from '../format.js';

const AccountMenuList = lazy(() => import('./AccountMenuList.js').then((m) => ({ default: m.AccountMenuList })));

export interface AccountMenuProps {
  onOpenLogin: () => void;
}

/** The header's Sign in button, or the signed-in user's menu (their pages and Logout). */
export function AccountMenu({ onOpenLogin }: AccountMenuProps) {
  const { state } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuMounted, setMenuMounted] = useState(false);
  const close = () => setAnchor(null);

  // While the session is checked, an invisible Sign in button holds its place: appearing
  // later, it would push the header's links aside (a layout shift Lighthouse counts).
  if (state.status !== 'signedIn') {
    const loading = state.status === 'loading';
    return (
      <Button color="inherit" onClick={onOpenLogin} {...(loading ? { 'aria-hidden': true, tabIndex: -1, sx: { visibility: 'hidden' } } : {})}>
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
        onClick={(e) => {
          setMenuMounted(true);
          setAnchor(e.currentTarget);
        }}
      >
        {truncate(state.user.first_name)}
      </Button>
      {/* The menu (MUI's Menu, Popover and Modal) is fetched when the name is first pressed. */}
      {menuMounted && (
        <Suspense fallback={null}>
          <AccountMenuList user={state.user} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
