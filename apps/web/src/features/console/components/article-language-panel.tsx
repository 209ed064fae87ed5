import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Locale } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { EMPTY_TEXTS, type ArticleTexts } from './article-form';
import { RichTextEditor } from './rich-text-editor';
import { EditSection } from './edit-section';
import { growingRows } from '@/shared/forms/growing-rows';

/**
 * One language of an article: which language (any of the portal's), its title, introduction and
 * text, and a marker while it has no title or no text there.
 */
export function ArticleLanguagePanel({
  index,
  locales,
  code,
  onChooseLanguage,
  texts = EMPTY_TEXTS,
  onChange,
  titleError,
}: {
  index: number;
  locales: Locale[];
  code: string;
  onChooseLanguage: (code: string) => void;
  texts?: ArticleTexts;
  onChange: (texts: ArticleTexts) => void;
  titleError?: boolean;
}) {
  const { t } = useTranslation();
  const language = locales.find((l) => l.code === code)?.title ?? code;
  const missing = !texts.title.trim() || !texts.text.trim();
  const set = (part: Partial<ArticleTexts>) => onChange({ ...texts, ...part });
  const headingId = `article-language-${index}`;
  return (
    <EditSection
      headingId={headingId}
      title={language}
      aside={
        missing && (
          <Chip size="small" color="warning" label={t('console.articles.missing_in', { language })} />
        )
      }
    >
      <TextField
        select
        fullWidth
        size="small"
        label={t('console.articles.language')}
        value={code}
        onChange={(e) => onChooseLanguage(e.target.value)}
      >
        {locales.map((l) => (
          <MenuItem key={l.code} value={l.code}>
            {l.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        label={t('console.articles.title_field', { language })}
        value={texts.title}
        onChange={(e) => set({ title: e.target.value })}
        error={titleError}
        helperText={titleError ? t('console.articles.title_required') : undefined}
        slotProps={{ htmlInput: { maxLength: 300, lang: code.slice(0, 2) } }}
      />
      <TextField
        fullWidth
        {...growingRows(2, { htmlInput: { maxLength: 5000, lang: code.slice(0, 2) } })}
        label={t('console.articles.introduction', { language })}
        value={texts.introduction}
        onChange={(e) => set({ introduction: e.target.value })}
      />
      <RichTextEditor
        key={code}
        label={t('console.articles.text', { language })}
        html={texts.text}
        onChange={(text) => set({ text })}
      />
    </EditSection>
  );
}
