import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useProductChoices } from '../api/product-choices';

/** A product as a picker holds it: its id and the name it is shown by. */
export interface PickedProduct {
  id: number;
  name: string;
}

/** Linked products, found by name or article number as they are typed. */
export function ProductsPicker({
  value,
  onChange,
  label,
  hint,
  error,
  helperText,
}: {
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  label: string;
  /** Shown while there is nothing to choose (fewer than two characters typed, or no match). */
  hint: string;
  error?: boolean;
  helperText?: string;
}) {
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
      noOptionsText={hint}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
