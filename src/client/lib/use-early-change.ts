import { useEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * A control the server rendered can be changed before the page's script has hydrated it: a tap
 * on a checkbox, a pick from a select, letters in a search box. React keeps what the control
 * shows but never tells the component, so the list would not follow and the next render would
 * put the old value back under the visitor's eyes. Once hydrated, this hands such a change to
 * the component as if it were made now. Give the returned ref to the control; `current` is what
 * the component holds (a boolean for a checkbox, the value otherwise).
 */
export function useEarlyChange<E extends Control, V extends string | boolean>(
  current: V,
  adopt: (shown: V) => void,
) {
  const ref = useRef<E>(null);
  // Only the first commit after hydration can see a change made before it.
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    const shown = typeof current === 'boolean' ? (control as HTMLInputElement).checked : control.value;
    if (shown !== current) adopt(shown as V);
  }, []);
  return ref;
}
