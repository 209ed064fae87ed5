import { useRef, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { SearchCombobox } from '@/shared/search/search-combobox';
import type { SuggestionOption } from '@/shared/search/suggestion-options';
import { suggestionTarget } from '@/shared/search/suggestion-target';
import { useOpenSuggestion } from '@/shared/search/use-open-suggestion';

interface TopBarSearchProps {
  /** Closes the box; `returnFocus` gives focus back to the search icon (not after leaving the page). */
  onClose: (returnFocus: boolean) => void;
  /** What was typed before the box arrived: its text to start from. */
  typedBefore?: string;
}

/** The search page's address for a text, as the page reads it (`q`). */
function searchPagePath(text: string): string {
  return text ? `/search?${new URLSearchParams({ q: text })}` : '/search';
}

/**
 * The top bar's search box: suggestions while typing; Enter without one opens the search page
 * with the text. Inline on wide screens; over the whole bar, with a back button, below them.
 */
export function TopBarSearch({ onClose, typedBefore }: TopBarSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const openSuggestion = useOpenSuggestion();
  // Below lg the section links leave the box too little room beside them: it covers the bar.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [text, setText] = useState(typedBefore ?? '');
  const boxRef = useRef<HTMLDivElement>(null);

  const choose = (option: SuggestionOption) => {
    // An outside link opens in a new tab: this page stays, and so does focus in its bar.
    onClose(suggestionTarget(option).kind === 'external');
    openSuggestion(option);
  };
  const submit = (value: string) => {
    onClose(false);
    void navigate(to(searchPagePath(value)));
  };
  // Left empty (a tap elsewhere), the box folds back into its icon.
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (!text.trim() && !boxRef.current?.contains(event.relatedTarget)) onClose(false);
  };

  const closeButton = (
    <IconButton
      aria-label={t('search.suggest.close')}
      onClick={() => onClose(true)}
      sx={{ color: 'regularIcons', flex: 'none' }}
    >
      {narrow ? <ArrowBack /> : <Close />}
    </IconButton>
  );
  return (
    <Box
      ref={boxRef}
      role="search"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        ...(narrow
          ? // Over the bar's whole width, in its colour, so nothing of the bar peeks out beside it.
            { position: 'absolute', inset: 0, zIndex: 1, px: 1, bgcolor: 'header.background' }
          : { width: 400, minWidth: 240, flexShrink: 1 }),
      }}
    >
      {narrow && closeButton}
      <SearchCombobox
        text={text}
        onTextChange={setText}
        onSubmit={submit}
        onChoose={choose}
        onEscape={() => onClose(true)}
        onBlur={leave}
        label={t('search.field.label')}
        placeholder={t('search.field.placeholder')}
        description={t('search.suggest.hint')}
        maxLength={200}
        autoFocus
        openAtStart={!!typedBefore}
      />
      {!narrow && closeButton}
    </Box>
  );
}
