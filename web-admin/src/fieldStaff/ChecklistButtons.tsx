import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ActionButton } from './ActionButton.js';
import { ChecklistError, CHECKLISTS, checklistUrl, type ChecklistPath } from './checklists.js';
import { failureText } from '../dataProvider/failureText.js';

/**
 * One button per checklist PDF. The tab is opened before the call so a pop-up blocker
 * sees it come from the click; it is closed again when the call fails.
 */
export function ChecklistButtons({ type, id }: { type: 'booking' | 'assessment'; id: string }) {
  const notify = useNotify();
  const [loading, setLoading] = useState<ChecklistPath | null>(null);
  const download = async (path: ChecklistPath) => {
    const tab = window.open('about:blank', '_blank');
    setLoading(path);
    try {
      const url = await checklistUrl(path, type, id);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      notify(failureText(error), { type: 'error', messageArgs: error instanceof ChecklistError ? error.args : undefined });
    } finally {
      setLoading(null);
    }
  };
  return (
    <Stack spacing={1}>
      {CHECKLISTS.map((c) => (
        <ActionButton key={c.path} label={c.label} icon={<PictureAsPdfIcon />} disabled={loading !== null} onClick={() => void download(c.path)} />
      ))}
    </Stack>
  );
}
