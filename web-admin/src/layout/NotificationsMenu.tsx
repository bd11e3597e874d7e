import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminNotification } from '@app/core/contract/notifications';
import { failureText } from '../dataProvider/failureText.js';
import { formatDateTime } from '../format.js';
import { NotificationIcon } from '../notifications/NotificationIcon.js';
import type { AdminNotifications } from '../notifications/useAdminNotifications.js';

/** The customer a booking's notification is about, unless its message already names them. */
const whose = (n: AdminNotification) => (n.data.customer && !n.data.message.includes(n.data.customer) ? n.data.customer : null);

interface Props {
  bell: AdminNotifications;
  /** The bell button while the menu is open, null while it is closed. */
  anchor: HTMLElement | null;
  close: () => void;
}

/**
 * The bell's menu, newest first, each entry whole with an icon of what happened, whose
 * booking and when, unread ones in bold, and Mark all as read; the details dialog with the
 * received date and a link to the booking's history (opening one marks it read). Its own
 * chunk, loaded at the bell's first click: no page's first paint waits for it.
 */
export function NotificationsMenu({ bell, anchor, close }: Props) {
  const t = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const [shown, setShown] = useState<AdminNotification | null>(null);

  // A mark that did not take leaves the entry unread: say why, in the server's words.
  const failed = (error: unknown) => notify(failureText(error), { type: 'error' });

  const open = (n: AdminNotification) => {
    close();
    setShown(n);
    if (!n.read_at) void bell.markRead(n.id).catch(failed);
  };
  const markAll = () => {
    close();
    void bell.markAllRead().catch(failed);
  };
  return (
    <>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
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
