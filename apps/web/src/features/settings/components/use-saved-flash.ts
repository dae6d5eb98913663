import { useEffect, useState } from 'react';
import { PROFILE_LIMITS } from '@bizamply/contracts';

/** The spec's 'Settings saved successfully!' line: shown after a save, gone 3 seconds later. */
export function useSavedFlash(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), PROFILE_LIMITS.successMessageMs);
    return () => clearTimeout(timer);
  }, [shown]);
  return [shown, () => setShown(true)];
}
