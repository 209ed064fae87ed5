import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import type { SuggestionSection } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { SECTION_TITLE_KEYS } from './suggestion-options';

interface SuggestionGroupProps {
  /** The combobox's id: group labels are named after it. */
  id: string;
  section: SuggestionSection;
  children: ReactNode;
}

/**
 * A group of the listbox (WAI-ARIA grouped listbox): a `group` named by its visible heading, which
 * stays at the top while its rows scroll under it.
 */
export function SuggestionGroup({ id, section, children }: SuggestionGroupProps) {
  const { t } = useTranslation();
  const labelId = `${id}-group-${section}`;
  return (
    <li role="presentation">
      <Box component="ul" role="group" aria-labelledby={labelId} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        <ListSubheader
          component="li"
          role="presentation"
          id={labelId}
          sx={{ top: -8, lineHeight: '32px', fontWeight: 600, bgcolor: 'background.paper' }}
        >
          {t(SECTION_TITLE_KEYS[section])}
        </ListSubheader>
        {children}
      </Box>
    </li>
  );
}
