import { AppBar as RaAppBar, LoadingIndicator, type AppBarProps } from 'react-admin';
import { NotificationsButton } from './NotificationsButton.js';

// react-admin's bar with the notification bell before the loading indicator.
export function AppBar(props: AppBarProps) {
  return (
    <RaAppBar
      {...props}
      toolbar={
        <>
          <NotificationsButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
