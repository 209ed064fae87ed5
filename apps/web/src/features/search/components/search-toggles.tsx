import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { SearchSection } from './search-section-types';

interface SearchTogglesProps {
  sections: readonly SearchSection[];
  off: readonly string[];
  onChange: (off: string[]) => void;
}

/** Spec 2: a switch per section (products, assets, contents), all on by default. */
export function SearchToggles({ sections, off, onChange }: SearchTogglesProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" id={labelId} sx={visuallyHidden}>
        {t('search.sections')}
      </FormLabel>
      <FormGroup row sx={{ columnGap: { xs: 0, sm: 1 } }}>
        {sections.map((section) => (
          <FormControlLabel
            key={section.id}
            sx={{ mr: { xs: 1, sm: 2 } }}
            control={
              <Switch
                checked={!off.includes(section.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? off.filter((id) => id !== section.id) : [...off, section.id],
                  )
                }
              />
            }
            label={t(section.titleKey)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
