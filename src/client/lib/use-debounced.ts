import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (a search sent a little after typing stops). */
export function useDebounced<V>(value: V, delay: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
