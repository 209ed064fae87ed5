import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { ArticleAsset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { AssetThumbnail } from '@/shared/media/asset-thumbnail';
import { useArticleCategories } from '../api/articles';
import type { ArticleForm } from './article-form';
import { EditSection } from './edit-section';
import { ProductsPicker } from './products-picker';
import { AssetPickerDialog } from './asset-picker-dialog';

/**
 * What an article is filed under and carries: categories, linked products, a thumbnail and
 * attachments from the asset library, and an external link.
 */
export function ArticleLinksSection({
  form,
  onChange,
}: {
  form: ArticleForm;
  onChange: (part: Partial<ArticleForm>) => void;
}) {
  const { t } = useTranslation();
  const categories = useArticleCategories();
  const [picking, setPicking] = useState<'thumbnail' | 'attachment' | null>(null);
  const byId = new Map((categories.data ?? []).map((c) => [c.id, c]));
  const pick = (asset: ArticleAsset) => {
    if (picking === 'thumbnail') onChange({ thumbnail: asset });
    else if (!form.attachments.some((a) => a.id === asset.id))
      onChange({ attachments: [...form.attachments, asset] });
    setPicking(null);
  };
  return (
    <EditSection headingId="article-links-title" title={t('console.articles.links_title')}>
      <Autocomplete
        multiple
        options={(categories.data ?? []).map((c) => c.id)}
        value={form.categories}
        onChange={(_e, next) => onChange({ categories: next })}
        getOptionLabel={(id) => byId.get(id)?.title || byId.get(id)?.code || String(id)}
        loading={categories.isPending}
        renderInput={(params) => <TextField {...params} label={t('console.articles.categories')} />}
      />
      <ProductsPicker
        value={form.products}
        onChange={(products) => onChange({ products })}
        label={t('console.articles.products')}
        hint={t('console.articles.products_hint')}
      />
      <TextField
        fullWidth
        type="url"
        label={t('console.articles.link')}
        helperText={t('console.articles.link_hint')}
        value={form.link}
        onChange={(e) => onChange({ link: e.target.value })}
      />
      <Stack spacing={1}>
        <Typography component="h4" variant="subtitle1">
          {t('console.articles.thumbnail')}
        </Typography>
        {form.thumbnail ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <AssetThumbnail
              url={form.thumbnail.url}
              ext={form.thumbnail.ext}
              alt=""
              sx={{ width: 72, height: 72 }}
            />
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {form.thumbnail.name}
            </Typography>
            <Button onClick={() => onChange({ thumbnail: null })}>{t('console.articles.remove')}</Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('console.articles.no_thumbnail')}
          </Typography>
        )}
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setPicking('thumbnail')}>
          {t('console.articles.choose_thumbnail')}
        </Button>
      </Stack>
      <Stack spacing={1}>
        <Typography component="h4" variant="subtitle1">
          {t('console.articles.attachments')}
        </Typography>
        {form.attachments.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('console.articles.no_attachments')}
          </Typography>
        )}
        <List dense aria-label={t('console.articles.attachments')} disablePadding>
          {form.attachments.map((asset) => (
            <ListItem
              key={asset.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('console.articles.remove_named', { name: asset.name })}
                  onClick={() => onChange({ attachments: form.attachments.filter((a) => a.id !== asset.id) })}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText
                primary={asset.name}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setPicking('attachment')}>
          {t('console.articles.add_attachment')}
        </Button>
      </Stack>
      {picking && (
        <AssetPickerDialog
          picturesOnly={picking === 'thumbnail'}
          onClose={() => setPicking(null)}
          onPick={pick}
        />
      )}
    </EditSection>
  );
}
