import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useProductChoices } from '../api/articles';
import type { ArticleForm } from './article-form';

type Product = ArticleForm['products'][number];

/** Products found by name or number as they are typed. */
export function ArticleProductsField({
  value,
  onChange,
}: {
  value: Product[];
  onChange: (products: Product[]) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const choices = useProductChoices(useDeferredValue(input.trim()));
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={(choices.data ?? []).map((p) => ({ id: p.id, name: p.name || p.identifier }))}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      filterOptions={(options) => options}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={choices.isFetching}
      noOptionsText={t('console.articles.products_hint')}
      renderInput={(params) => <TextField {...params} label={t('console.articles.products')} />}
    />
  );
}
