import { createContext, useContext } from 'react';
import type { PortalConfig } from '@vitrine/contract';

/** The loaded portal configuration (setup, mapping, theme, translations). */
export const PortalConfigContext = createContext<PortalConfig | null>(null);

/** Only available below the configuration gate, which renders nothing else until it has loaded. */
export function usePortalConfig(): PortalConfig {
  const value = useContext(PortalConfigContext);
  if (!value) throw new Error('usePortalConfig is used outside the configuration gate');
  return value;
}
