import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime, truncate } from '../format.js';
import type { AdminNotification } from '../notifications/notificationsApi.js';
import { useAdminNotifications } from '../notifications/useAdminNotifications.js';
import { useRoles } from './RoleDashboards.js';

/** The spec's texts of the bell (§2 "Admin layout"). */
export const BELL_TEXTS = {
  empty: 'All caught up! No new notifications',
  markAll: 'Mark all as read',
  details: 'Notification',
  received: 'Received',
  close: 'Close',
} as const;

/**
 * The notification bell of the top bar, for administrators (the only audience of
 * GET api/notifications): the unread count, the menu of notifications cut at 20
 * characters, a details dialog with the received date (opening one marks it read), and
 * live arrivals (useAdminNotifications).
 */
export function NotificationsButton() {
  const admin = useRoles().includes('administrator');
  const bell = useAdminNotifications(admin);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<AdminNotification | null>(null);
  if (!admin) return null;

  const open = (n: AdminNotification) => {
    setAnchor(null);
    setShown(n);
    if (!n.read_at) void bell.markRead(n.id).catch(() => {});
  };
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" aria-label="Notifications" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-live={bell.connected ? 'connected' : 'offline'}>
          <Badge badgeContent={bell.unread} color="error" data-testid="notifications-unread">
            {bell.unread > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': 'Notifications', dense: true } }}>
        {bell.notifications.length === 0 && <MenuItem disabled>{BELL_TEXTS.empty}</MenuItem>}
        {bell.notifications.map((n) => (
          <MenuItem key={n.id} onClick={() => open(n)} title={n.data.message}>
            <ListItemText primary={truncate(n.data.message)} secondary={formatDateTime(n.created_at)} slotProps={{ primary: { fontWeight: n.read_at ? 'normal' : 'bold' } }} />
          </MenuItem>
        ))}
        {bell.unread > 0 && <Divider />}
        {bell.unread > 0 && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void bell.markAllRead().catch(() => {});
            }}
          >
            {BELL_TEXTS.markAll}
          </MenuItem>
        )}
      </Menu>
      <Dialog open={shown !== null} onClose={() => setShown(null)} aria-labelledby="notification-title">
        <DialogTitle id="notification-title">{BELL_TEXTS.details}</DialogTitle>
        <DialogContent>
          <Typography>{shown?.data.message}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {BELL_TEXTS.received}: {formatDateTime(shown?.created_at)}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShown(null)}>{BELL_TEXTS.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
