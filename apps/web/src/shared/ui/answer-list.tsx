import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An answer as the list needs it: its field, and whether it is a word standing in for a hidden value. */
interface ListedAnswer {
  field: { id: number; name: string };
  value: { kind: string };
}

/**
 * A form result's answers, read-only: each field's name and what was answered (one line, or a
 * bulleted list of several), in the form's order. The caller writes each answer's lines (a person's
 * own copy and the operator's differ in their file links).
 */
export function AnswerList<A extends ListedAnswer>({
  answers,
  linesOf,
}: {
  answers: A[];
  linesOf: (answer: A) => ReactNode[];
}) {
  const { t } = useTranslation();
  if (!answers.length) return <Typography color="text.secondary">{t('forms.sent.no_answers')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {answers.map((answer) => {
        const lines = linesOf(answer);
        return (
          <Box key={answer.field.id} data-answer-field={answer.field.id}>
            <Typography component="dt" variant="subtitle2" color="text.secondary">
              {answer.field.name}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                fontStyle: answer.value.kind === 'hidden' ? 'italic' : undefined,
              }}
            >
              {lines.length > 1 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </Box>
              ) : (
                lines[0]
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
