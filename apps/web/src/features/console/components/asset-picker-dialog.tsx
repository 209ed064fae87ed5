import { useDeferredValue, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ArticleAsset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { AssetThumbnail } from '@/shared/media/asset-thumbnail';
import { useLibraryAssets } from '../api/articles';
import { ConsoleDialog } from './console-dialog';

/**
 * Chooses a file of the asset library by its name (the newest first until words are typed):
 * pictures only for a picture in the text or a thumbnail, any file for an attachment.
 */
export function AssetPickerDialog({
  picturesOnly = false,
  onClose,
  onPick,
}: {
  picturesOnly?: boolean;
  onClose: () => void;
  onPick: (asset: ArticleAsset) => void;
}) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const search = useDeferredValue(words.trim().slice(0, 200));
  const assets = useLibraryAssets(search, picturesOnly);
  const title = picturesOnly
    ? t('console.articles.picker.picture_title')
    : t('console.articles.picker.file_title');
  return (
    <ConsoleDialog
      titleId="asset-picker-title"
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.cancel')}</Button>}
    >
      <Stack spacing={1}>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          type="search"
          label={t('console.articles.picker.search')}
          value={words}
          onChange={(e) => setWords(e.target.value)}
        />
        {assets.isPending && (
          <CircularProgress aria-label={t('common.loading')} sx={{ alignSelf: 'center' }} />
        )}
        {assets.isError && (
          <Typography role="alert">{errorMessage(assets.error, t('common.load_failed'))}</Typography>
        )}
        {assets.data?.length === 0 && <Typography>{t('common.no_results')}</Typography>}
        <List aria-label={title} sx={{ maxHeight: { sm: 420 }, overflowY: 'auto' }}>
          {assets.data?.map((asset) => (
            <ListItemButton
              key={asset.id}
              onClick={() =>
                onPick({ id: asset.id, name: `${asset.name}.${asset.ext}`, url: asset.url, ext: asset.ext })
              }
              sx={{ gap: 2 }}
            >
              <AssetThumbnail
                url={asset.url}
                ext={asset.ext}
                alt=""
                sx={{ width: 56, height: 56, flex: 'none' }}
              />
              <ListItemText
                primary={asset.name}
                secondary={asset.ext.toUpperCase()}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Stack>
    </ConsoleDialog>
  );
}
