import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { RefreshIcon } from '../common/plainIcons.js';
import './appBarItems.css';

/**
 * The top bar's Refresh, and a spinner in its place while any call is under way, as
 * react-admin's LoadingIndicator shows them, with plain elements (appBarItems.css) instead
 * of its icon button, tooltip and MUI progress: the bar is part of every render of every
 * screen.
 */
export function RefreshIndicator() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  return (
    <span className="refresh-indicator">
      <button type="button" className="app-bar-icon" aria-label={translate('ra.action.refresh')} title={translate('ra.action.refresh')} data-loading={loading || undefined} onClick={() => refresh()}>
        <RefreshIcon />
      </button>
      {loading && <span className="refresh-spinner" role="progressbar" aria-label={translate('ra.page.loading')} />}
    </span>
  );
}
