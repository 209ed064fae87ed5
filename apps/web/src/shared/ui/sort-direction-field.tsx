import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export type SortDirection = 'asc' | 'desc';

interface SortDirectionFieldProps {
  value: SortDirection;
  onChange: (direction: SortDirection) => void;
  labels: { field: string; asc: string; desc: string };
  /** The two choices side by side instead of one under the other. */
  row?: boolean;
}

/** Ascending or descending, as two radio buttons under a label. */
export function SortDirectionField({ value, onChange, labels, row }: SortDirectionFieldProps) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{labels.field}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value === 'desc' ? 'desc' : 'asc')}
      >
        <FormControlLabel value="asc" control={<Radio />} label={labels.asc} />
        <FormControlLabel value="desc" control={<Radio />} label={labels.desc} />
      </RadioGroup>
    </FormControl>
  );
}
