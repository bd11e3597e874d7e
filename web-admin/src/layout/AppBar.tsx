import { memo, Suspense } from 'react';
import { AppBar as RaAppBar, AppBarClasses, TitlePortal, UserMenu, useGetIdentity, type AppBarProps } from 'react-admin';
import { lazyView } from '../common/lazyView.js';
import { BarRefresh } from './BarRefresh.js';
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
//
// Memoised: react-admin's layout draws it again each time its routes do (resources
// registered, the session's answer, a list's first answer), ~80 components a time and a
// third of a console page's first renders, though its props are the same; its own state
// and contexts (the user, the language, the loading count) still draw it when they change.
export const AppBar = memo(function AppBar(props: AppBarProps) {
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
          <BarRefresh />
        </>
      }
    >
      <TitlePortal className={AppBarClasses.title} component="h1" />
    </RaAppBar>
  );
});
