import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ConsoleArticle } from '@vitrine/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useArticleCategories, useSaveArticle } from '../api/articles';
import { articleError } from './article-errors';
import { bodyOf, emptyArticle, formOf, missingIn, untitled, type ArticleForm } from './article-form';
import { ArticleLanguagePanel } from './article-language-panel';
import { ArticleLinksSection } from './article-links-section';
import { ArticlePreviewDialog, previewContent, type RenderArticle } from './article-preview';
import { ArticlePublication, ArticleStateChip } from './article-publication';
import { DeleteArticleDialog } from './delete-article-dialog';
import { LeaveGuard } from './leave-guard';

/**
 * The two languages shown first: the default and the next one written in, else the next offered
 * in another language (en_US beside en_GB would compare nearly the same text).
 */
function firstLanguages(codes: string[], defaultCode: string, written: string[]): [string, string] {
  const other =
    written.find((c) => c !== defaultCode) ??
    codes.find((c) => c.slice(0, 2) !== defaultCode.slice(0, 2)) ??
    codes.find((c) => c !== defaultCode) ??
    defaultCode;
  return [defaultCode, other];
}

/**
 * Writes one article (a new one when `article` is null): two languages side by side on a wide
 * screen (one, with its chooser, on a phone), what it is filed under and carries, its publication,
 * a preview as visitors see it, and a question before unsaved changes are left.
 */
export function ArticleEditor({
  article,
  renderPreview,
}: {
  article: ConsoleArticle | null;
  renderPreview: RenderArticle;
}) {
  const { t } = useTranslation();
  const { locales } = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const notify = useNotify();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const categories = useArticleCategories();
  const save = useSaveArticle();
  const [stored, setStored] = useState(article);
  const [form, setForm] = useState<ArticleForm>(() => (article ? formOf(article) : emptyArticle()));
  const [baseline, setBaseline] = useState(() => JSON.stringify(bodyOf(form)));
  const defaultCode = locales.find((l) => l.default)?.code ?? locales[0]?.code ?? 'en_GB';
  const [shown, setShown] = useState(() =>
    firstLanguages(
      locales.map((l) => l.code),
      defaultCode,
      Object.keys(form.translations),
    ),
  );
  const [checked, setChecked] = useState(false);
  const [dialog, setDialog] = useState<'preview' | 'delete' | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const body = useMemo(() => bodyOf(form), [form]);
  const dirty = JSON.stringify(body) !== baseline;
  const missing = missingIn(form, locales);
  const noTitle = untitled(form, locales);
  const nothingWritten = Object.keys(body.translations).length === 0;

  // Leaves once the guard has seen the saved (or deleted) state.
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const submit = () => {
    setChecked(true);
    if (noTitle.length || nothingWritten) return;
    save.mutate(
      { id: stored?.id ?? null, body },
      {
        onSuccess: (saved) => {
          setBaseline(JSON.stringify(body));
          setStored(saved);
          notify(t('console.articles.saved'), 'success');
          if (!stored) setLeaveTo(to(`/admin/articles/${saved.id}`));
        },
      },
    );
  };
  const panels = wide ? shown : [shown[0]];
  const languageOf = (code: string) => locales.find((l) => l.code === code)?.title ?? code;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography component="h2" variant="h5" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {stored ? t('console.articles.edit_title') : t('console.articles.new_title')}
        </Typography>
        {stored && <ArticleStateChip article={stored} />}
      </Stack>
      {missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`${t('console.articles.missing_label')}: ${missing.map((l) => l.title).join(', ')}`}
        </Typography>
      )}
      {checked && nothingWritten && <Alert severity="error">{t('console.articles.write_something')}</Alert>}
      {checked && noTitle.length > 0 && (
        <Alert severity="error">
          {t('console.articles.titles_missing', { languages: noTitle.map((l) => l.title).join(', ') })}
        </Alert>
      )}
      {save.isError && <Alert severity="error">{articleError(save.error, t)}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" loading={save.isPending} onClick={submit}>
          {t('common.save')}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('preview')}>
          {t('console.articles.preview')}
        </Button>
        {stored && (
          <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
            {t('console.articles.delete')}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        {panels.map((code, index) => (
          <ArticleLanguagePanel
            key={index}
            index={index}
            locales={locales}
            code={code}
            onChooseLanguage={(next) => setShown((s) => (index === 0 ? [next, s[1]] : [s[0], next]))}
            texts={form.translations[code]}
            titleError={checked && noTitle.some((l) => l.code === code)}
            onChange={(texts) =>
              setForm((f) => ({ ...f, translations: { ...f.translations, [code]: texts } }))
            }
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <ArticleLinksSection form={form} onChange={(part) => setForm((f) => ({ ...f, ...part }))} />
        {stored && <ArticlePublication article={stored} unsaved={dirty} onChanged={setStored} />}
      </Box>
      <LeaveGuard when={dirty && !leaveTo} />
      {dialog === 'preview' && (
        <ArticlePreviewDialog
          language={languageOf(shown[0])}
          content={previewContent(form, shown[0], categories.data ?? [], stored?.created_at ?? null)}
          render={renderPreview}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && stored && (
        <DeleteArticleDialog
          id={stored.id}
          title={form.translations[shown[0]]?.title ?? ''}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            notify(t('console.articles.deleted'), 'success');
            setLeaveTo(to('/admin/articles'));
          }}
        />
      )}
    </Stack>
  );
}
