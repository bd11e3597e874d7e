// The company's public details, shown in the header, footer and dialogs. One place so the
// real values (name, contact lines, external site) are changed once before launch.
// example.com and the 555 line are deliberately unmistakable placeholders.
export const company = {
  name: 'Home Repair Services',
  siteUrl: 'https://example.com',
  aboutUrl: 'https://example.com/about',
  resourcesUrl: 'https://example.com/resources',
  email: 'hello@example.com',
  phone: '+63 2 8555 0100',
  address: 'Metro Manila, Philippines',
  hours: 'Monday to Saturday, 8:00 AM to 5:00 PM',
  // The footer's map: a link to OpenStreetMap rather than an embedded map library, which
  // would cost the services page more script than its whole budget allows.
  mapUrl: 'https://www.openstreetmap.org/?mlat=14.5547&mlon=121.0244#map=12/14.5547/121.0244',
} as const;
