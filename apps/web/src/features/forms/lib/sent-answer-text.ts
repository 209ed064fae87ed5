import type { SentAnswer } from '@vitrine/contract';
import { formatFileSize } from '../../../shared/format/file-size';
import { formatIsoValue } from '../../../shared/format/date-time';
import { fieldKind } from '@/shared/form-renderer/field-kinds';

/** What the answers are written with: the reader's locale (de-DE) and a few words of the interface. */
export interface AnswerWords {
  locale: string;
  yes: string;
  no: string;
  /** Said instead of a password, which is never shown again. */
  hidden: string;
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A sent answer as lines to read, in the reader's language: dates and times as the language writes
 * them (24-hour clock), numbers with its separators, yes or no, option names, country names, each
 * file with its size, and a word in place of a password.
 *
 * @example answerLines({ field: { field_type: 'date', … }, value: { kind: 'text', text: '2026-09-14' } }, de) // ['14.09.2026']
 */
export function answerLines(answer: SentAnswer, words: AnswerWords): string[] {
  const { value } = answer;
  switch (value.kind) {
    case 'text': {
      const kind = fieldKind(answer.field);
      if (kind === 'date' || kind === 'time' || kind === 'datetime')
        return [formatIsoValue(kind, value.text, words.locale)];
      return [value.text];
    }
    case 'number':
      return [new Intl.NumberFormat(words.locale, { maximumFractionDigits: 20 }).format(value.number)];
    case 'bool':
      return [value.value ? words.yes : words.no];
    case 'options':
      return value.options;
    case 'countries':
      return value.codes.map((code) => countryName(code, words.locale));
    case 'files':
      return value.files.map((file) => `${file.name} (${formatFileSize(file.size, words.locale)})`);
    case 'hidden':
      return [words.hidden];
  }
}
