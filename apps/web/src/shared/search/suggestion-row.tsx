import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Highlight, MarkedText } from '@/shared/ui/highlight';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { identifierParts } from './identifier-match';
import type { SuggestionOption } from './suggestion-options';
import { safeExternalLink } from './suggestion-target';
import { SuggestionThumbnail } from './suggestion-thumbnail';

interface SuggestionRowProps {
  /** The option element's attributes from the combobox (role, id, handlers). */
  props: HTMLAttributes<HTMLLIElement>;
  option: SuggestionOption;
  /** The text as typed, for the article number's marked part. */
  typed: string;
  /** The typed words, for the marked words of the name. */
  terms: readonly string[];
}

/** One suggestion: its picture, its name with the typed words marked, and a second line per kind. */
export function SuggestionRow({ props, option, typed, terms }: SuggestionRowProps) {
  const { t } = useTranslation();
  const external = option.section === 'contents' && safeExternalLink(option.item.link) !== null;
  let detail = null;
  if (option.section === 'products' && option.item.identifier)
    detail = <MarkedText parts={identifierParts(option.item.identifier, typed)} />;
  else if (option.section === 'assets') detail = option.item.ext.toUpperCase();
  return (
    <Box component="li" {...props} sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <SuggestionThumbnail option={option} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          <Highlight text={option.label} terms={terms} />
          {external && <OpenInNew aria-hidden sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.125em' }} />}
          {external && (
            <Box component="span" sx={visuallyHidden}>
              {` ${t('contents.opens_in_new_tab')}`}
            </Box>
          )}
        </Typography>
        {detail && (
          <Typography
            variant="caption"
            component="div"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
