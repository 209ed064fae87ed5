import { Suspense, use } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { PageHeading } from '@/shared/ui/page-heading';
import { ConsoleTextsContext } from '../components/console-context';
import { consoleTexts } from '../i18n/console-texts';

/** The console's sections, in the order of its tabs (path below /{locale}/admin/). */
const SECTIONS = [
  // People, then what they see and send, then what leaves the portal, then running it.
  { path: 'requests', label: 'console.nav.requests' },
  { path: 'users', label: 'console.nav.users' },
  { path: 'groups', label: 'console.nav.groups' },
  { path: 'assets', label: 'console.assets.tab' },
  { path: 'articles', label: 'console.articles.tab' },
  { path: 'forms', label: 'console.forms.tab' },
  { path: 'received', label: 'console.received.tab' },
  { path: 'shares', label: 'console.nav.shares' },
  { path: 'downloads', label: 'console.downloads.tab' },
  { path: 'imports', label: 'console.imports.tab' },
  { path: 'activity', label: 'console.activity.tab' },
  { path: 'audit', label: 'console.nav.audit' },
  { path: 'settings', label: 'console.settings.tab' },
] as const;

/** What a signed-in person who is no administrator (or a guest) sees at a console address. */
function NotAllowed() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography sx={{ mb: 2 }}>{t('console.not_allowed')}</Typography>
      <Button component={RouterLink} to={to('/products/list')} variant="contained">
        {t('console.back_to_portal')}
      </Button>
    </Paper>
  );
}

function ConsoleFrame() {
  const { t, i18n } = useTranslation();
  const texts = use(consoleTexts(i18n.language));
  const to = useLocalePath();
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => pathname.includes(`/admin/${s.path}`))?.path ?? 'requests';
  return (
    <ConsoleTextsContext value={texts}>
      <PageHeading>{t('console.title')}</PageHeading>
      <Box
        component="nav"
        aria-label={t('console.nav.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        <Tabs value={current} variant="scrollable" allowScrollButtonsMobile>
          {SECTIONS.map((section) => (
            <Tab
              key={section.path}
              value={section.path}
              label={t(section.label)}
              component={RouterLink}
              to={to(`/admin/${section.path}`)}
              aria-current={current === section.path ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </ConsoleTextsContext>
  );
}

/** Whether the signed-in person may use the console: still asking, yes, or no. */
export type ConsoleAccess = 'pending' | 'allowed' | 'refused';

/**
 * /{locale}/admin/…: the operator console, for administrators (the server refuses everyone else
 * every console call; this screen tells them before anything is shown).
 */
export function ConsoleLayout({ access }: { access: ConsoleAccess }) {
  const { i18n } = useTranslation();
  if (access === 'pending') return <FullPageLoader minHeight={320} />;
  const allowed = access === 'allowed';
  return (
    <Suspense fallback={<FullPageLoader minHeight={320} />}>
      {allowed ? <ConsoleFrame key={i18n.language} /> : <NotAllowedPage />}
    </Suspense>
  );
}

function NotAllowedPage() {
  const { t, i18n } = useTranslation();
  use(consoleTexts(i18n.language));
  return (
    <>
      <PageHeading>{t('console.title')}</PageHeading>
      <NotAllowed />
    </>
  );
}
