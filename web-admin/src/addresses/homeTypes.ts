/** Spec §9: the home types an address may have. */
export const HOME_TYPE_CHOICES = [
  { id: 'House', name: 'House' },
  { id: 'Condo', name: 'Condo' },
  { id: 'Village', name: 'Village' },
];
