import { useState } from 'react';
import type { ConsoleAssetChoices } from '@vitrine/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, type AssetFormValues } from './asset-form';
import { IdPicker } from './id-picker';
import { ProductsPicker, type PickedProduct } from '../products-picker';
import { EditSection } from '../edit-section';

/** Linked products; the form keeps their ids, and the names seen so far show them. */
function ProductsField({
  known,
  onKnown,
}: {
  known: Map<number, PickedProduct>;
  onKnown: (p: PickedProduct[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Controller<AssetFormValues, 'products'>
      name="products"
      render={({ field, fieldState }) => (
        <ProductsPicker
          value={field.value.map((id) => known.get(id) ?? { id, name: `#${id}` })}
          onChange={(next) => {
            onKnown(next);
            field.onChange(next.map((p) => p.id));
          }}
          label={t('console.assets.fields.products')}
          hint={t('console.assets.products_hint')}
          error={!!fieldState.error}
          helperText={fieldErrorText(fieldState.error, t)}
        />
      )}
    />
  );
}

/** Where the asset is filed (scopes, tags) and the products it shows. */
export function AssetLinksSection({
  choices,
  products,
}: {
  choices: ConsoleAssetChoices;
  products: PickedProduct[];
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<AssetFormValues>();
  const [known, setKnown] = useState(() => new Map(products.map((p) => [p.id, p])));
  const remember = (list: PickedProduct[]) =>
    setKnown((map) => new Map([...map, ...list.map((p) => [p.id, p] as const)]));
  return (
    <EditSection headingId="asset-links-title" title={t('console.assets.links_title')}>
      {(['scopes', 'tags'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <IdPicker
              label={t(`console.assets.columns.${name}`)}
              choices={choices[name]}
              value={field.value}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={fieldErrorText(fieldState.error, t)}
            />
          )}
        />
      ))}
      <ProductsField known={known} onKnown={remember} />
    </EditSection>
  );
}
