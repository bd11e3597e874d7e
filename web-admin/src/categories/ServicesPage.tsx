import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { CategoryServiceList } from '../category-services/CategoryServiceList.js';
import { CategoryList } from './CategoryList.js';

/**
 * /admin/services (spec §2 Categories and Services): the two tables on one screen. Two
 * lists cannot both keep their page and search in the URL, so neither does here.
 */
export function ServicesPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ mt: 1 }}>
      <Title title="app.menu.services" />
      <section aria-labelledby="categories-heading">
        <Typography id="categories-heading" variant="h6" component="h2">
          {translate('app.action.categories')}
        </Typography>
        <ResourceContextProvider value="categories">
          <CategoryList disableSyncWithLocation storeKey="services.categories" title=" " />
        </ResourceContextProvider>
      </section>
      <section aria-labelledby="services-heading">
        <Typography id="services-heading" variant="h6" component="h2">
          {translate('app.action.services')}
        </Typography>
        <ResourceContextProvider value="category-services">
          <CategoryServiceList disableSyncWithLocation storeKey="services.services" title=" " />
        </ResourceContextProvider>
      </section>
    </Stack>
  );
}
