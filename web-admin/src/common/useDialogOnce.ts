import { useState } from 'react';

/**
 * A row action's dialog state: `mounted` turns true at the first opening and stays so (the
 * dialog then closes with its animation), so a row's closed dialogs, their hooks and their
 * calls cost nothing until someone opens one.
 */
export function useDialogOnce() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted: mounted || open,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
