import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar.js';
import { Menu } from './Menu.js';

export function Layout(props: LayoutProps) {
  return <RaLayout {...props} appBar={AppBar} menu={Menu} />;
}
