import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: what a live preview or count asks the API for while typing. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
