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
} as const;
