import { startTransition, useEffect, useState } from 'react';
import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar.js';
import { Menu } from './Menu.js';
import { useRemoveSkeleton } from './skeleton.js';

// The bar itself is in the first chunk: react-admin's page titles are portals into its
// title slot, found once when a page mounts, so a bar arriving after the page left every
// page of a fresh load without its title. Its heavy part (the bell and its live socket)
// loads beside the page instead (AppBar.tsx).
//
// react-admin's layout grows to its widest content (min-width: fit-content), so on a phone
// one wide table made the whole page scroll sideways, with a list's Book Service, Refresh
// and Export off-screen; here the page keeps the screen's width and a wide table scrolls
// inside its own card (its wrapper's overflow).
const FIT_SCREEN = { minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } };

export function Layout(props: LayoutProps) {
  return useDrawnLater() ? <DrawnLayout {...props} /> : null;
}

function DrawnLayout(props: LayoutProps) {
  useRemoveSkeleton();
  return <RaLayout {...props} appBar={AppBar} menu={Menu} sx={FIT_SCREEN} />;
}

/**
 * False in the layout's first commit, true from a transition right after it (index.html's
 * frame stays up in between). The session's answers reach react-admin through react-query's
 * store, which React renders synchronously: the whole layout (bar, side nav, screen) was one
 * long task, with react-admin registering its resources in that commit's effects and so
 * drawing it all a second time. Drawn in a transition, the layout renders in slices that
 * yield to the browser, once, with the resources already registered.
 */
function useDrawnLater(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}
