import { describe, expect, it } from 'vitest';
import type { SentAnswer, SentValue } from '@vitrine/contract';
import { answerLines, type AnswerWords } from '../src/features/forms/lib/sent-answer-text';

const de: AnswerWords = { locale: 'de-DE', yes: 'Ja', no: 'Nein', hidden: 'Nicht angezeigt' };
const answer = (field_type: string, value: SentValue): SentAnswer => ({
  field: { id: 1, name: 'Feld', field_type },
  value,
});

describe('a sent answer as the reader reads it', () => {
  it('writes dates and times as the language does, on a 24-hour clock', () => {
    expect(answerLines(answer('date', { kind: 'text', text: '2026-09-14' }), de)).toEqual(['14.09.2026']);
    expect(answerLines(answer('time', { kind: 'text', text: '16:45' }), de)).toEqual(['16:45']);
    expect(answerLines(answer('datetime', { kind: 'text', text: '2026-09-14T16:45' }), de)).toEqual([
      '14.09.2026, 16:45',
    ]);
    const us = { ...de, locale: 'en-US' };
    expect(answerLines(answer('datetime', { kind: 'text', text: '2026-09-14T16:45' }), us)).toEqual([
      '09/14/2026, 16:45',
    ]);
  });

  it('keeps texts as typed, and numbers with the language’s separators', () => {
    expect(answerLines(answer('text', { kind: 'text', text: 'Zeile eins\nZeile zwei' }), de)).toEqual([
      'Zeile eins\nZeile zwei',
    ]);
    expect(answerLines(answer('number', { kind: 'number', number: 1234.5 }), de)).toEqual(['1.234,5']);
  });

  it('says yes or no, names options and countries, and sizes files', () => {
    expect(answerLines(answer('bool', { kind: 'bool', value: false }), de)).toEqual(['Nein']);
    expect(answerLines(answer('multi_select', { kind: 'options', options: ['Rot', 'Sand'] }), de)).toEqual([
      'Rot',
      'Sand',
    ]);
    expect(answerLines(answer('countries', { kind: 'countries', codes: ['NL', 'AT'] }), de)).toEqual([
      'Niederlande',
      'Österreich',
    ]);
    const files: SentValue = {
      kind: 'files',
      files: [{ name: 'front.webp', type: 'image/webp', size: 1536 }],
    };
    expect(answerLines(answer('upload', files), de)).toEqual(['front.webp (1,50 KiB)']);
  });

  it('never shows a password', () => {
    expect(answerLines(answer('password', { kind: 'hidden' }), de)).toEqual(['Nicht angezeigt']);
  });
});
