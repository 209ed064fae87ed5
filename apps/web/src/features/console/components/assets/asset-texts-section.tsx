import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, isMissing, type AssetFormValues } from './asset-form';
import { EditSection } from '../edit-section';
import { growingRows } from '@/shared/forms/growing-rows';

/**
 * Title, description and usage terms in each of the portal's languages, one language at a time:
 * each tab says when nothing is written in it yet (visitors then read the default language's).
 */
export function AssetTextsSection({
  locales,
}: {
  locales: { code: string; title: string; default: boolean }[];
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<AssetFormValues>();
  const translations = useWatch<AssetFormValues, 'translations'>({ name: 'translations' });
  const [current, setCurrent] = useState(() => (locales.find((l) => l.default) ?? locales[0])?.code ?? '');
  const errors = formState.errors.translations?.[current];
  const missing = locales.filter((l) => isMissing(translations?.[l.code]));
  return (
    <EditSection headingId="asset-texts-title" title={t('console.assets.texts_title')}>
      {missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('console.assets.missing_in', { languages: missing.map((l) => l.title).join(', ') })}
        </Typography>
      )}
      <Tabs
        value={current}
        onChange={(_e, code: string) => setCurrent(code)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('console.assets.languages')}
      >
        {locales.map((l) => (
          <Tab
            key={l.code}
            value={l.code}
            id={`asset-lang-${l.code}`}
            aria-controls="asset-lang-panel"
            label={
              isMissing(translations?.[l.code]) ? `${l.title} · ${t('console.assets.missing')}` : l.title
            }
          />
        ))}
      </Tabs>
      <Stack
        spacing={2}
        role="tabpanel"
        id="asset-lang-panel"
        aria-labelledby={`asset-lang-${current}`}
        key={current}
      >
        <TextField
          label={t('console.assets.fields.title')}
          helperText={fieldErrorText(errors?.title, t) ?? t('console.assets.title_hint')}
          error={!!errors?.title}
          {...register(`translations.${current}.title`)}
        />
        <TextField
          {...growingRows(3)}
          label={t('console.assets.fields.description')}
          error={!!errors?.description}
          helperText={fieldErrorText(errors?.description, t)}
          {...register(`translations.${current}.description`)}
        />
        <TextField
          {...growingRows(2)}
          label={t('console.assets.fields.usage_terms')}
          error={!!errors?.usage_terms}
          helperText={fieldErrorText(errors?.usage_terms, t)}
          {...register(`translations.${current}.usage_terms`)}
        />
      </Stack>
    </EditSection>
  );
}
