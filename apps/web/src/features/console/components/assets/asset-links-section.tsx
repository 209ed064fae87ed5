import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleAssetChoices } from '@vitrine/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAssetProductChoices } from '../../api/assets';
import { fieldErrorText, type AssetFormValues } from './asset-form';
import { IdPicker } from './id-picker';

type Product = { id: number; name: string };

/** Linked products found by name or number as they are typed; the form keeps their ids. */
function ProductsField({ known, onKnown }: { known: Map<number, Product>; onKnown: (p: Product[]) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const choices = useAssetProductChoices(useDeferredValue(input.trim()));
  return (
    <Controller<AssetFormValues, 'products'>
      name="products"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          filterSelectedOptions
          options={(choices.data ?? []).map((p) => ({ id: p.id, name: p.name || p.identifier }))}
          value={field.value.map((id) => known.get(id) ?? { id, name: `#${id}` })}
          onChange={(_e, next) => {
            onKnown(next);
            field.onChange(next.map((p) => p.id));
          }}
          inputValue={input}
          onInputChange={(_e, next) => setInput(next)}
          filterOptions={(options) => options}
          getOptionLabel={(p) => p.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={choices.isFetching}
          noOptionsText={t('console.assets.products_hint')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('console.assets.fields.products')}
              error={!!fieldState.error}
              helperText={fieldErrorText(fieldState.error, t)}
            />
          )}
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
  products: Product[];
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<AssetFormValues>();
  const [known, setKnown] = useState(() => new Map(products.map((p) => [p.id, p])));
  const remember = (list: Product[]) =>
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
