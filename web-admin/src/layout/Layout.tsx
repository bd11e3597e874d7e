import { Suspense } from 'react';
import { Layout as RaLayout, type AppBarProps, type LayoutProps } from 'react-admin';
import { lazyView } from '../common/lazyView.js';
import { Menu } from './Menu.js';

// The bar (the bell and its live socket) loads beside the page rather than before it:
// the login form, which has no bar, does not wait for it either. The bar is fixed in
// place, so its late arrival moves nothing on the page.
const LazyAppBar = lazyView(() => import('./AppBar.js'), 'AppBar');

function AppBar(props: AppBarProps) {
  return (
    <Suspense fallback={null}>
      <LazyAppBar {...props} />
    </Suspense>
  );
}

export function Layout(props: LayoutProps) {
  return <RaLayout {...props} appBar={AppBar} menu={Menu} />;
}
