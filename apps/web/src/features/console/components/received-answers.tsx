import Link from '@mui/material/Link';
import type { ReceivedAnswer } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoValue } from '@/shared/format/date-time';
import { formatFileSize } from '@/shared/format/file-size';
import { useLocale } from '@/shared/locale/locale-context';
import { AnswerList } from '@/shared/ui/answer-list';
import { fileAddress } from '../api/received';

const DATE_KINDS = ['date', 'time', 'datetime'] as const;

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An answer as lines to read, in the reader's language, as the person's own copy shows it: dates
 * and times as the language writes them, numbers with its separators, yes or no, option and
 * country names, a word in place of a password; each file a link that downloads it.
 */
function useAnswerLines() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  return (answer: ReceivedAnswer): ReactNode[] => {
    const { value } = answer;
    switch (value.kind) {
      case 'text': {
        const kind = DATE_KINDS.find((k) => k === answer.field.field_type.trim().toLowerCase());
        return [kind ? formatIsoValue(kind, value.text, segment) : value.text];
      }
      case 'number':
        return [new Intl.NumberFormat(segment, { maximumFractionDigits: 20 }).format(value.number)];
      case 'bool':
        return [value.value ? t('forms.field.yes') : t('forms.field.no')];
      case 'options':
        return value.options;
      case 'countries':
        return value.codes.map((code) => countryName(code, segment));
      case 'files':
        return value.files.map((file) => (
          <>
            <Link href={fileAddress(file.url)} download={file.name}>
              {file.name}
            </Link>{' '}
            ({formatFileSize(file.size, segment)})
          </>
        ));
      case 'hidden':
        return [t('forms.sent.hidden')];
    }
  };
}

/** A result's answers, read-only: each field's name and what was answered, in the form's order. */
export function ReceivedAnswers({ answers }: { answers: ReceivedAnswer[] }) {
  const linesOf = useAnswerLines();
  return <AnswerList answers={answers} linesOf={linesOf} />;
}
