/** Spec §9: the home types an address may have (named by i18n key: the input translates them). */
export const HOME_TYPE_CHOICES = [
  { id: 'House', name: 'resources.addresses.home_types.House' },
  { id: 'Condo', name: 'resources.addresses.home_types.Condo' },
  { id: 'Village', name: 'resources.addresses.home_types.Village' },
];
