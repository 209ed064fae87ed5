import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/shared/locale/locale-context';
import type { SuggestionOption } from './suggestion-options';
import { suggestionTarget } from './suggestion-target';

/** Opens a chosen suggestion: its page in the portal, or a content's outside link in a new tab. */
export function useOpenSuggestion(): (option: SuggestionOption) => void {
  const navigate = useNavigate();
  const to = useLocalePath();
  return useCallback(
    (option) => {
      const target = suggestionTarget(option);
      if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
      else void navigate(to(target.path), { state: target.state });
    },
    [navigate, to],
  );
}
