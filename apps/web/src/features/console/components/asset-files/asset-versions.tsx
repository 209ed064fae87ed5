import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AssetVersion } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { formatFileSize } from '@/shared/format/file-size';
import { useLocale } from '@/shared/locale/locale-context';

/** An asset's earlier files, newest first: each with when and by whom it was replaced, and a download. */
export function AssetVersions({ versions }: { versions: AssetVersion[] }) {
  const { t } = useTranslation();
  const { segment, language } = useLocale();
  return (
    <section aria-labelledby="asset-versions-title">
      <Typography id="asset-versions-title" variant="h6" component="h3">
        {t('console.asset_files.file.versions')}
      </Typography>
      {versions.length === 0 ? (
        <Typography color="text.secondary">{t('console.asset_files.file.no_versions')}</Typography>
      ) : (
        <List dense data-testid="asset-versions">
          {versions.map((v) => {
            const date = formatMoment(v.replaced_at, segment);
            return (
              <ListItem key={v.version} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${t('console.asset_files.file.version', { version: v.version })}: ${v.name}.${v.ext}`}
                  secondary={`${formatFileSize(v.size, language)} · ${
                    v.replaced_by
                      ? t('console.asset_files.file.replaced_by', { date, name: v.replaced_by.name })
                      : t('console.asset_files.file.replaced_on', { date })
                  }`}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <Link href={v.url} download={`${v.name}.${v.ext}`}>
                  {t('console.asset_files.file.download', { version: v.version })}
                </Link>
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
