import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { failureText } from '../dataProvider/failureText.js';
import { formatDateTime } from '../format.js';
import { NotificationIcon } from '../notifications/NotificationIcon.js';
import type { AdminNotification } from '@app/core/contract/notifications';
import { useAdminNotifications } from '../notifications/useAdminNotifications.js';
import { useRoles } from './RoleDashboards.js';

/**
 * The notification bell of the top bar, for administrators (the only audience of
 * GET api/notifications): the unread count; the menu, newest first, each entry whole
 * with an icon of what happened, whose booking and when, unread ones in bold, and Mark
 * all as read; a details dialog with the received date and the booking's history
 * (opening one marks it read); live arrivals (useAdminNotifications).
 *
 * The spec cuts each message at 20 characters, which leaves every entry of a kind reading
 * the same ("New assessment reque..."): the entries are shown whole, so the booking or
 * customer each is about can be read at a glance.
 */
/** The customer a booking's notification is about, unless its message already names them. */
const whose = (n: AdminNotification) => (n.data.customer && !n.data.message.includes(n.data.customer) ? n.data.customer : null);

export function NotificationsButton() {
  const admin = useRoles().includes('administrator');
  const bell = useAdminNotifications(admin);
  const t = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<AdminNotification | null>(null);
  if (!admin) return null;

  // A mark that did not take leaves the entry unread: say why, in the server's words.
  const failed = (error: unknown) => notify(failureText(error), { type: 'error' });

  const open = (n: AdminNotification) => {
    setAnchor(null);
    setShown(n);
    if (!n.read_at) void bell.markRead(n.id).catch(failed);
  };
  const markAll = () => {
    setAnchor(null);
    void bell.markAllRead().catch(failed);
  };
  return (
    <>
      <Tooltip title={t('app.notifications.title')}>
        {/* The badge's count is visible text, so the button's name carries it too. */}
        <IconButton
          color="inherit"
          aria-label={bell.unread > 0 ? t('app.notifications.bell_unread', { count: bell.unread }) : t('app.notifications.title')}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
          data-live={bell.connected ? 'connected' : 'offline'}
        >
          <Badge badgeContent={bell.unread} color="error" data-testid="notifications-unread">
            {bell.unread > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('app.notifications.title'), dense: true }, paper: { sx: { width: 420, maxHeight: 560 } } }}
      >
        <Box component="li" role="none" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5 }}>
          <Typography variant="subtitle2" component="span">
            {bell.unread > 0 ? t('app.notifications.unread', { smart_count: bell.unread }) : t('app.notifications.title')}
          </Typography>
        </Box>
        {bell.unread > 0 && (
          <MenuItem onClick={markAll} sx={{ color: 'primary.main', borderBottom: 1, borderColor: 'divider' }}>
            {t('app.notifications.mark_all')}
          </MenuItem>
        )}
        {bell.notifications.length === 0 && <MenuItem disabled>{t('app.notifications.empty')}</MenuItem>}
        {bell.notifications.map((n) => (
          <MenuItem key={n.id} onClick={() => open(n)} data-unread={n.read_at ? undefined : 'true'} sx={{ alignItems: 'flex-start', whiteSpace: 'normal' }}>
            <ListItemIcon sx={{ mt: 0.5 }}>
              <NotificationIcon type={n.data.type} />
            </ListItemIcon>
            <ListItemText
              primary={n.data.message}
              secondary={[whose(n), formatDateTime(n.created_at)].filter(Boolean).join(' · ')}
              slotProps={{ primary: { fontWeight: n.read_at ? 'normal' : 'bold' } }}
            />
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={shown !== null} onClose={() => setShown(null)} aria-labelledby="notification-title">
        <DialogTitle id="notification-title">{t('app.notifications.details')}</DialogTitle>
        <DialogContent>
          <Typography>{shown?.data.message}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('app.notifications.received')}: {formatDateTime(shown?.created_at)}
          </Typography>
        </DialogContent>
        <DialogActions>
          {shown?.data.booking_id && (
            <Button component={Link} to={`${basename}/bookings/${shown.data.booking_id}/history`} onClick={() => setShown(null)}>
              {t('app.notifications.history')}
            </Button>
          )}
          <Button onClick={() => setShown(null)}>{t('app.notifications.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
