import { Suspense } from 'react';
import { AppBar as RaAppBar, AppBarClasses, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useTranslate, type AppBarProps } from 'react-admin';
import { lazyView } from '../common/lazyView.js';
import { TestPaymentsNotice } from './TestPaymentsNotice.js';

// The bell and its socket.io client load beside the page, not before it.
const NotificationsButton = lazyView(() => import('./NotificationsButton.js'), 'NotificationsButton');

// The account button shows the user's name: its accessible name must contain that text
// (react-admin names it "Profile" by default).
function AccountMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />;
}

// react-admin's bar with the test-payments notice (test mode only) and the notification
// bell before the loading indicator. The screen's title in it is the page's one h1 (react-admin
// draws an h6): what a screen reader's heading list starts with on every page.
export function AppBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <RaAppBar
      {...props}
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <TestPaymentsNotice />
          <Suspense fallback={null}>
            <NotificationsButton />
          </Suspense>
          {/* Passed on to its spinner, which has no name of its own. */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      <TitlePortal className={AppBarClasses.title} component="h1" />
    </RaAppBar>
  );
}
