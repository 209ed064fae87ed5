import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  assetAttachment,
  type ArticleAsset,
  type Content,
  type ConsoleArticleCategory,
} from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import type { ArticleForm } from './article-form';

/** How the console shows an article as visitors see it: the visitors' own article component. */
export type RenderArticle = (content: Content) => ReactNode;

/** An asset attachment as the visitors' answer gives it. */
const attachmentOf = (asset: ArticleAsset) =>
  assetAttachment({ name: asset.name, url: asset.url }, asset.ext);

/** The article in one language as the visitors' answer would carry it (unsaved changes included). */
export function previewContent(
  form: ArticleForm,
  code: string,
  categories: ConsoleArticleCategory[],
  created: string | null,
): Content {
  const texts = form.translations[code];
  return {
    id: 0,
    title: texts?.title ?? '',
    introduction: texts?.introduction ?? '',
    text: texts?.text ?? '',
    created: Math.floor((created ? new Date(created) : new Date()).getTime() / 1000),
    link: /^https?:\/\//i.test(form.link.trim()) ? form.link.trim() : null,
    categories: categories.filter((c) => form.categories.includes(c.id)).map((c) => ({ title: c.title })),
    sorting_priority: 0,
    attachments: form.attachments.map(attachmentOf),
    thumbnail: form.thumbnail?.url ?? null,
  };
}

/** The preview, the whole screen: what a visitor reading in `language` will see. */
export function ArticlePreviewDialog({
  language,
  content,
  render,
  onClose,
}: {
  language: string;
  content: Content;
  render: RenderArticle;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="article-preview-title">
      <DialogTitle id="article-preview-title">
        {t('console.articles.preview_title', { language })}
      </DialogTitle>
      <DialogContent dividers>{render(content)}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
