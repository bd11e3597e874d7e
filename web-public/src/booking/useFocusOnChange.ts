import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to an element (a step's heading, with tabIndex -1) each time
 * `value` changes after the first render: after Continue the new step is announced and
 * Tab goes on from its top, instead of from a button that has gone.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const target = useRef<T>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    target.current?.focus();
  }, [value]);
  return target;
}
