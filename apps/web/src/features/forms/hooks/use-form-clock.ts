import { useEffect, useState } from 'react';
import { usePortalConfig } from '@/shared/config/portal-config-context';

/** A minute: availability windows open and close on whole days, so this is plenty. */
const TICK_MS = 60_000;

export interface FormClock {
  now: number;
  /** The portal's time zone, in which form dates are read. */
  timeZone: string;
}

/** The time availability is judged at, moving on every minute, and the portal's time zone. */
export function useFormClock(): FormClock {
  const timeZone = usePortalConfig().setup.time_zone ?? 'UTC';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return { now, timeZone };
}
