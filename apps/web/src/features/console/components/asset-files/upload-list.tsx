import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { formatFileSize } from '@/shared/format/file-size';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import type { UploadItem } from '../use-upload-queue';

interface UploadListProps {
  items: UploadItem[];
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One file: its name and size, a progress bar, where it stands, and what can be done with it. */
function UploadRow({ item, ...actions }: { item: UploadItem } & Omit<UploadListProps, 'items'>) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const to = useLocalePath();
  const percent = item.size ? Math.floor((item.sent / item.size) * 100) : 100;
  const name = item.name;
  const state =
    item.state === 'uploading'
      ? t('console.asset_files.state.uploading', { percent })
      : item.state === 'error'
        ? errorMessage(item.error, t('console.asset_files.state.error'))
        : t(`console.asset_files.state.${item.state}`);
  return (
    <ListItem divider data-testid="upload-row" data-state={item.state} sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {item.state === 'done' && item.assetId ? (
            <Link component={RouterLink} to={to(`/admin/assets/${item.assetId}`)}>
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {item.state === 'uploading' && (
          <IconButton
            aria-label={t('console.asset_files.action.pause', { name })}
            onClick={() => actions.onPause(item.id)}
          >
            <PauseOutlined />
          </IconButton>
        )}
        {item.state === 'paused' && (
          <IconButton
            aria-label={t('console.asset_files.action.resume', { name })}
            onClick={() => actions.onResume(item.id)}
          >
            <PlayArrowOutlined />
          </IconButton>
        )}
        {item.state === 'error' && (
          <IconButton
            aria-label={t('console.asset_files.action.retry', { name })}
            onClick={() => actions.onRetry(item.id)}
          >
            <ReplayOutlined />
          </IconButton>
        )}
        <IconButton
          aria-label={t('console.asset_files.action.remove', { name })}
          onClick={() => actions.onRemove(item.id)}
        >
          <CloseOutlined />
        </IconButton>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={item.state === 'error' ? 'error' : item.state === 'done' ? 'success' : 'primary'}
        aria-label={t('console.asset_files.progress', { name })}
        sx={{ my: 0.5 }}
      />
      <Typography
        variant="body2"
        color={item.state === 'error' ? 'error' : 'text.secondary'}
        data-testid="upload-state"
      >
        {formatFileSize(item.size, language)} · {state}
      </Typography>
    </ListItem>
  );
}

/** The files being uploaded, in the order they were added; the count of finished ones is announced. */
export function UploadList({ items, ...actions }: UploadListProps) {
  const { t } = useTranslation();
  if (!items.length) return null;
  const done = items.filter((item) => item.state === 'done').length;
  return (
    <section aria-labelledby="upload-list-title">
      <Typography id="upload-list-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('console.asset_files.list.label')}
      </Typography>
      <Typography variant="body2" role="status" data-testid="upload-summary">
        {t('console.asset_files.list.summary', { done, count: items.length })}
      </Typography>
      <List dense>
        {items.map((item) => (
          <UploadRow key={item.id} item={item} {...actions} />
        ))}
      </List>
    </section>
  );
}
