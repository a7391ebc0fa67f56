import { useEffect, useState } from 'react';

/**
 * True once `condition` has held for `delayMs`. When it already holds at mount (a finished task opened
 * again, or review), it is true at once.
 */
export function useDelayedFlag(condition: boolean, delayMs: number): boolean {
  const [flag, setFlag] = useState(condition);
  useEffect(() => {
    if (!condition) {
      setFlag(false);
      return;
    }
    if (flag) return;
    const timer = setTimeout(() => setFlag(true), delayMs);
    return () => clearTimeout(timer);
  }, [condition, delayMs, flag]);
  return flag;
}
