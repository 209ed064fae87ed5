import { Fragment, useMemo } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { highlightParts, type TextPart } from '@/shared/text/highlight-match';

interface HighlightProps {
  text: string;
  /** Search words (and any the server says it matched); none draws the text as it is. */
  terms: readonly string[];
}

/** A text with the words that match a search wrapped in <mark> (rules in highlight-match.ts). */
export function Highlight({ text, terms }: HighlightProps) {
  const parts = useMemo(() => highlightParts(text, terms), [text, terms]);
  return <MarkedText parts={parts} />;
}

/** Text parts in order, the matched ones wrapped in <mark>. */
export function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  if (parts.length === 1 && !parts[0].match) return parts[0].text;
  return parts.map((part, i) =>
    part.match ? (
      <Box
        key={i}
        component="mark"
        sx={{
          bgcolor: (theme) => alpha(theme.palette.warning.light, 0.45),
          color: 'inherit',
          borderRadius: 0.5,
          px: 0.25,
          mx: -0.25,
        }}
      >
        {part.text}
      </Box>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
