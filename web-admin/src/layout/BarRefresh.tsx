import RefreshIcon from '@mui/icons-material/Refresh';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useLoading, useRefresh, useTranslate } from 'react-admin';

/**
 * The top bar's Refresh, with a spinner over it while anything loads: react-admin's
 * LoadingIndicator in the same look, without MUI's Tooltip (the browser's own title
 * names it on hover). The bar draws it again at each start and end of loading, and the
 * tooltip's popper and its own state made that ~20 components a time on every page.
 */
export function BarRefresh() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = translate('ra.action.refresh');
  return (
    <div style={{ position: 'relative' }}>
      <IconButton color="inherit" aria-label={label} title={label} onClick={() => refresh()} style={loading ? { opacity: 0 } : undefined}>
        <RefreshIcon />
      </IconButton>
      {/* The spinner has no name of its own. */}
      {loading && <CircularProgress color="inherit" size={16} thickness={6} aria-label={translate('ra.page.loading')} style={{ position: 'absolute', top: '30%', left: '30%' }} />}
    </div>
  );
}
