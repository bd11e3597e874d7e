import { SaveButton, Toolbar } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Save only while every rule holds (spec §5: "Save disabled while invalid"); forms use mode="onChange". */
export function ValidSaveToolbar() {
  const { isValid, isSubmitting } = useFormState();
  return (
    <Toolbar>
      <SaveButton disabled={!isValid || isSubmitting} alwaysEnable={isValid && !isSubmitting} />
    </Toolbar>
  );
}
