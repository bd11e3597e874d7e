import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

// Holds the notification bell's place in the app bar (spec: admin layout). The menu, its
// 'All caught up! No new notifications' state and the live channel come with their issue.
export function NotificationsButton() {
  return (
    <Tooltip title="Notifications">
      <IconButton color="inherit" aria-label="Notifications">
        <NotificationsNoneIcon />
      </IconButton>
    </Tooltip>
  );
}
