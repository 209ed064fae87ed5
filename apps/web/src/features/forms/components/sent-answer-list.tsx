import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SentAnswer } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { answerLines } from '../lib/sent-answer-text';

/** The answers of a sent result, read-only: each field's name and what was answered, in the form's order. */
export function SentAnswerList({ answers }: { answers: SentAnswer[] }) {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const words = {
    locale: segment,
    yes: t('forms.field.yes'),
    no: t('forms.field.no'),
    hidden: t('forms.sent.hidden'),
  };
  if (!answers.length) return <Typography color="text.secondary">{t('forms.sent.no_answers')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {answers.map((answer) => {
        const lines = answerLines(answer, words);
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
