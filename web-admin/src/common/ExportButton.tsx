import GetAppIcon from '@mui/icons-material/GetApp';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import type { ReportStatus } from '@app/core/contract/reports';
import { failureText } from '../dataProvider/failureText.js';
import { httpClient } from '../dataProvider/httpClient.js';
import { DownloadIcon } from './plainIcons.js';
import { RowButton } from './RowButton.js';
import { useDialogOnce } from './useDialogOnce.js';

/** The spreadsheet reports of spec §7 (`POST /api/reports/<kind>`), one per list screen. */
export type ExportKind = 'cities' | 'customers' | 'schedules' | 'categories' | 'category-services' | 'bookings' | 'cancelled-bookings' | 're-bookings' | 'assessments' | 'plans';

const POLL_MS = 500;
const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const monthStart = () => `${manilaToday().slice(0, 8)}01`;

/** Saves the file under its report name (the link is same-origin, so `download` names it). */
function save(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Export for a list screen: asks for the date range (spec §5: required), has a worker
 * build the report (`Prefer: respond-async`, then the status call), shows its progress,
 * and when done saves the file, says 'Export has been successful' and keeps a link to it.
 * A failure resets the button and says why, in the server's words: in the dialog, or as a
 * notification once the dialog is closed. The button is a plain one (RowButton) and the
 * dialog mounts at the first click: a list's first render draws neither MUI's tooltip nor
 * its modal. Usage: `<ExportButton kind="bookings" />`.
 */
export function ExportButton({ kind, label = 'ra.action.export' }: { kind: ExportKind; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dialog = useDialogOnce();
  const [start, setStart] = useState(monthStart);
  const [end, setEnd] = useState(manilaToday);
  const [report, setReport] = useState<ReportStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useRef(dialog.open);
  shown.current = dialog.open;
  const fail = (text: string) => {
    setBusy(false);
    setFailure(text);
    if (!shown.current) notify(text, { type: 'error' });
  };
  const valid = start !== '' && end !== '' && start <= end;

  // Follows the report until the worker is done with it.
  useEffect(() => {
    if (!report || report.status === 'done' || report.status === 'failed') return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const { json } = await httpClient(report.status_url);
        if (!cancelled) setReport(json as ReportStatus);
      } catch (error) {
        if (!cancelled) fail(failureText(error));
      }
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [report]);

  useEffect(() => {
    if (report?.status === 'done' && report.url) {
      setBusy(false);
      save(report.url, report.file_name);
      notify('app.export.success', { type: 'success' });
    }
    if (report?.status === 'failed') fail(report.message ?? 'ra.notification.http_error');
  }, [report?.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const exportNow = async () => {
    setBusy(true);
    setReport(null);
    setFailure(null);
    try {
      const { json } = await httpClient(`/api/reports/${kind}`, { method: 'POST', body: JSON.stringify({ start, end }), headers: { Prefer: 'respond-async' } });
      setReport(json as ReportStatus);
    } catch (error) {
      fail(failureText(error));
    }
  };

  return (
    <>
      <RowButton label={label} icon={<DownloadIcon />} onClick={dialog.show} />
      {dialog.mounted && (
        <Dialog open={dialog.open} onClose={dialog.close} aria-labelledby={`export-${kind}-title`} fullWidth maxWidth="xs">
          <DialogTitle id={`export-${kind}-title`}>{translate('app.export.title')}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
              <TextField type="date" label={translate('app.export.start')} value={start} onChange={(e) => setStart(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} error={!valid} disabled={busy} />
              <TextField type="date" label={translate('app.export.end')} value={end} onChange={(e) => setEnd(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} error={!valid} disabled={busy} />
            </Box>
            {busy && report && (
              <Box sx={{ mt: 2 }} role="status" aria-live="polite">
                <LinearProgress variant={report.status === 'queued' ? 'indeterminate' : 'determinate'} value={report.progress} aria-label={translate('app.export.progress')} />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate(report.status === 'queued' ? 'app.export.queued' : 'app.export.running', { progress: report.progress })}
                </Typography>
              </Box>
            )}
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate(failure)}
              </Alert>
            )}
            {busy && !report && <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.export.progress')} />}
            {report?.status === 'done' && report.url && (
              <Typography variant="body2" sx={{ mt: 2 }} role="status">
                {translate('app.export.success')}:{' '}
                <Link href={report.url} download={report.file_name} target="_blank" rel="noopener">
                  {report.file_name}
                </Link>{' '}
                ({translate('app.export.rows', { smart_count: report.rows ?? 0 })})
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={dialog.close} />
            <Button label={label} onClick={exportNow} disabled={!valid || busy} variant="contained">
              <GetAppIcon />
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
