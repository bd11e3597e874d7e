import { AppBar as RaAppBar, LoadingIndicator, UserMenu, useGetIdentity, type AppBarProps } from 'react-admin';
import { NotificationsButton } from './NotificationsButton.js';
import { TestPaymentsNotice } from './TestPaymentsNotice.js';

// The account button shows the user's name: its accessible name must contain that text
// (react-admin names it "Profile" by default).
function AccountMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

// react-admin's bar with the test-payments notice (test mode only) and the notification
// bell before the loading indicator.
export function AppBar(props: AppBarProps) {
  return (
    <RaAppBar
      {...props}
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <TestPaymentsNotice />
          <NotificationsButton />
          {/* Passed on to its spinner, which has no name of its own. */}
          <LoadingIndicator aria-label="Loading" />
        </>
      }
    />
  );
}
