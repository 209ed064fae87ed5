import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useConfigQuery } from '@/features/config/api/get-config';
import { errorMessage } from '@/shared/api/api-error';
import { PortalConfigContext } from '@/shared/config/portal-config-context';
import { NotificationStack } from '@/shared/notifications/notification-stack';
import { ErrorState } from '@/shared/ui/error-state';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { REDUCED_MOTION_STYLES } from './accessible-theme';
import { createPortalTheme } from './portal-theme';
import { useDocumentHead } from './use-document-head';

/**
 * Loads the portal configuration before anything else: the theme, the document head and the
 * session (guest record, settled by the config query, spec 4) all depend on it.
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const query = useConfigQuery();
  const config = query.data;
  const theme = useMemo(() => createPortalTheme(config?.theme), [config]);
  useDocumentHead(config?.setup);

  let content: ReactNode;
  if (query.isError && !config) {
    content = (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 10, px: 2 }}>
        <ErrorState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      </Box>
    );
  } else if (!config) {
    content = <FullPageLoader />;
  } else {
    content = <PortalConfigContext.Provider value={config}>{children}</PortalConfigContext.Provider>;
  }

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={REDUCED_MOTION_STYLES} />
      {content}
      <NotificationStack />
    </ThemeProvider>
  );
}
