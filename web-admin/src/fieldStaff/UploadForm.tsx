import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { failureText } from '../dataProvider/failureText.js';
import { uploadDocuments } from './api.js';

/** The upload dialog's form: files required, several allowed; the list refreshes after. */
export function UploadForm({ id, close, onUploaded }: { id: string; close: () => void; onUploaded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [files, setFiles] = useState<File[]>([]);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      const answer = await uploadDocuments(id, files);
      notify(answer.message ?? 'app.message.documents_uploaded', { type: 'success' });
      onUploaded();
      close();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <DialogContent>
        <input type="file" name="documents" multiple accept="application/pdf,image/png,image/jpeg" aria-label={translate('app.staff.documents_input')} onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        {files.length === 0 && (
          <Typography variant="caption" display="block" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.staff.choose_files')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={close} />
        <Button label="app.action.upload" variant="contained" disabled={files.length === 0 || saving} onClick={() => void submit()} />
      </DialogActions>
    </>
  );
}
