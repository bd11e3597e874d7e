import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { failureText } from '../dataProvider/failureText.js';

interface Props {
  /** i18n key or text of the question; react-admin's generic one by default. */
  confirmContent?: string;
  /** Said when the user answers No (the customer screen says 'No changes made'). */
  declinedMessage?: string;
}

/**
 * Delete after a Yes, and only then (pessimistic: the row leaves the list when the api
 * has removed it, and a refusal such as "city in use" is shown instead of an undo). The
 * success text is the resource's `notifications.deleted` message.
 */
export function ConfirmDeleteButton({ confirmContent = 'ra.message.delete_content', declinedMessage }: Props) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !resource) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: { _: translate('ra.notification.deleted', { smart_count: 1 }) } });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(failureText(error), { type: 'error' });
        },
      },
    );
  const decline = () => {
    setOpen(false);
    if (declinedMessage) notify(declinedMessage, { type: 'info' });
  };

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.delete_title"
        content={confirmContent}
        translateOptions={{ name: translate(`resources.${resource}.name`, { smart_count: 1 }), id: record.id }}
        confirm="ra.action.confirm"
        cancel="ra.action.cancel"
        onConfirm={confirm}
        onClose={decline}
      />
    </>
  );
}
