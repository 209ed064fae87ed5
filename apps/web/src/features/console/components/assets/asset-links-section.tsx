import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsoleAssetChoices } from '@vitrine/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, type AssetFormValues } from './asset-form';
import { IdPicker } from './id-picker';
import { ProductsPicker, type PickedProduct } from '../products-picker';

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
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="asset-links-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={2}>
        <Typography id="asset-links-title" component="h3" variant="h6">
          {t('console.assets.links_title')}
        </Typography>
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
      </Stack>
    </Paper>
  );
}
