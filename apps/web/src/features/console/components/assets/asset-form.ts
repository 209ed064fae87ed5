import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { AssetTexts, ConsoleAsset, ConsoleAssetInput } from '@vitrine/contract';

/** The edit form's values: the contract's input (the resolver checks them with its schema). */
export type AssetFormValues = ConsoleAssetInput;

export const EMPTY_TEXTS: AssetTexts = { title: '', description: '', usage_terms: '' };

/** The form's values from a stored asset: every portal language present, empty where unwritten. */
export function formValues(asset: ConsoleAsset, locales: readonly string[]): AssetFormValues {
  return {
    name: asset.name,
    tags: asset.tags,
    scopes: asset.scopes,
    translations: Object.fromEntries(
      locales.map((code) => [code, { ...EMPTY_TEXTS, ...asset.translations[code] }]),
    ),
    rights: asset.rights,
    products: asset.products.map((p) => p.id),
  };
}

/** Whether a language has nothing written (its tab says "missing"). */
export const isMissing = (texts: AssetTexts | undefined) =>
  !texts || (!texts.title.trim() && !texts.description.trim() && !texts.usage_terms.trim());

/** A refused field's text in the reader's language, by the kind of problem the schema named. */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  switch (error.type) {
    case 'too_small':
      return t('validation.required');
    case 'too_big':
      return t('console.assets.errors.too_long');
    case 'invalid_format':
      return t('console.assets.errors.characters');
    case 'custom':
      return /before/.test(error.message ?? '') ? t('console.assets.errors.window') : t('validation.date');
    default:
      return t('validation.invalid');
  }
}
