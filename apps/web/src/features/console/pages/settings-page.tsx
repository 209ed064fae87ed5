import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { ErrorState } from '@/shared/ui/error-state';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { useConsoleSettings } from '../api/settings';
import { SettingsForm } from '../components/settings-form';
import type { ThemeBuilder } from '../components/settings-preview';

export interface SettingsPageProps {
  /** The portal's theme builder, which the preview draws with. */
  buildTheme: ThemeBuilder;
  /** A few of the catalogue's product cards (the products feature's), for the preview. */
  products: ReactNode;
  /** Told after a save: the app reads the configuration again, so the portal follows at once. */
  onSaved: () => void;
}

/**
 * /{locale}/admin/settings: the portal's name, images, colours, languages, guest mode, forms,
 * leaflets, terms and mail sender, with a preview of the look before saving.
 */
export function SettingsPage(props: SettingsPageProps) {
  const settings = useConsoleSettings();
  if (settings.isPending) return <FullPageLoader minHeight={320} />;
  if (settings.isError)
    return <ErrorState message={errorMessage(settings.error, '')} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} {...props} />;
}
