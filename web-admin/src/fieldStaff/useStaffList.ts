import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { getData } from './api.js';
import { failureText } from '../dataProvider/failureText.js';

/** A field-staff list (`{data}` of the spec's calls), loaded once and on `refresh`. */
export function useStaffList<T>(path: string): { rows: T[] | null; refresh: () => void } {
  const notify = useNotify();
  const [rows, setRows] = useState<T[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    getData<T>(path)
      .then((data) => live && setRows(data))
      .catch((error: unknown) => {
        if (!live) return;
        setRows([]);
        notify(failureText(error), { type: 'error' });
      });
    return () => {
      live = false;
    };
  }, [path, tick, notify]);
  return { rows, refresh: useCallback(() => setTick((t) => t + 1), []) };
}
