import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AssetScope } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

/** The library's h1 (the scope's name, or Assets) with the way up through the scope tree. */
export function LibraryHeading({ path, id }: { path: AssetScope[]; id: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const current = path.at(-1);
  return (
    <>
      {current && (
        <Breadcrumbs aria-label={t('assets.library.breadcrumb')} sx={{ mb: 0.5 }}>
          <Link component={RouterLink} to={to('/asset/list')} underline="hover" color="inherit">
            {t('assets.title')}
          </Link>
          {path.slice(0, -1).map((scope) => (
            <Link
              key={scope.id}
              component={RouterLink}
              to={to(`/asset/list/${encodeURIComponent(scope.code)}`)}
              underline="hover"
              color="inherit"
            >
              {scope.name}
            </Link>
          ))}
        </Breadcrumbs>
      )}
      <Typography id={id} variant="h4" component="h1" sx={{ mb: 3, fontWeight: 500 }}>
        {current?.name ?? t('assets.title')}
      </Typography>
    </>
  );
}
