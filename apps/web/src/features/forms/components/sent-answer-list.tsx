import type { SentAnswer } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { AnswerList } from '@/shared/ui/answer-list';
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
  return <AnswerList answers={answers} linesOf={(answer) => answerLines(answer, words)} />;
}
