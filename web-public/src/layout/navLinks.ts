import { company } from '../company.js';

// The public header's links (spec §2, public header). Internal links are routes of this app;
// external ones go to the company's own site.
export type NavLinkItem =
  | { label: string; kind: 'internal'; to: string }
  | { label: string; kind: 'external'; href: string };

export const navLinks: readonly NavLinkItem[] = [
  { label: 'Home', kind: 'external', href: company.siteUrl },
  { label: 'About Us', kind: 'external', href: company.aboutUrl },
  { label: 'Resources', kind: 'external', href: company.resourcesUrl },
  { label: 'Services', kind: 'internal', to: '/services' },
];
