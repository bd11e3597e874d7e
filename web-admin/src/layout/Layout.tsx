import { Suspense } from 'react';
import { Layout as RaLayout, type AppBarProps, type LayoutProps, type MenuProps } from 'react-admin';
import { lazyView } from '../common/lazyView.js';

// The bar (the bell and its live socket) and the side nav load beside the page rather than
// before it: the login form, which has neither, does not wait for them either. Both are
// fixed in place, so their late arrival moves nothing on the page.
const LazyAppBar = lazyView(() => import('./AppBar.js'), 'AppBar');
const LazyMenu = lazyView(() => import('./Menu.js'), 'Menu');

function AppBar(props: AppBarProps) {
  return (
    <Suspense fallback={null}>
      <LazyAppBar {...props} />
    </Suspense>
  );
}

function Menu(props: MenuProps) {
  return (
    <Suspense fallback={null}>
      <LazyMenu {...props} />
    </Suspense>
  );
}

export function Layout(props: LayoutProps) {
  return <RaLayout {...props} appBar={AppBar} menu={Menu} />;
}
