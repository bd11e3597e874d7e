import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from './http.js';

export interface Loaded<T> {
  /** Null until the first answer. */
  data: T | null;
  loading: boolean;
  /** The failed call's message, shown with a way to load again. */
  error: string | null;
  /** Loads again (after a change, or the page's Refresh); only the latest call's answer is kept. */
  refresh: () => Promise<void>;
}

/** What a page shows from one GET (`load`: a stable function, such as an api module's), loaded when it mounts. */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const answer = await load();
      if (call === latest.current) setData(answer);
    } catch (failure) {
      if (call === latest.current) setError(failureMessage(failure));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { data, loading, error, refresh };
}
