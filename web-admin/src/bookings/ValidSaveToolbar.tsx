import { Button, SaveButton, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Save only while every rule holds (spec §5: "Save disabled while invalid"); forms use
 * mode="onChange". A form in a dialog passes `onCancel` for a way out that sends nothing.
 */
export function ValidSaveToolbar({ onCancel }: { onCancel?: () => void }) {
  const { isValid, isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {onCancel && <Button label="ra.action.cancel" onClick={onCancel} />}
      <SaveButton disabled={!isValid || isSubmitting} alwaysEnable={isValid && !isSubmitting} />
    </Toolbar>
  );
}
