import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ListNoResults, useListContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * A list with no rows says so in its own words ('No cancellation requests', i18n's
 * `resources.<name>.empty`); a search that finds nothing keeps react-admin's answer, with
 * its Clear filters.
 */
export function NoRows() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  if (filterValues && Object.keys(filterValues).length > 0) return <ListNoResults />;
  return (
    <CardContent>
      <Typography variant="body2">{translate(`resources.${resource}.empty`, { _: translate('ra.navigation.no_results') })}</Typography>
    </CardContent>
  );
}
