import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, UI_LANGUAGES, VALIDATION_KINDS } from '@vitrine/contract';
import { ApiError, errorMessage, toApiError } from '../src/shared/api/api-error';

type Tree = { [key: string]: unknown };
interface ErrorTexts {
  with_field?: unknown;
  codes?: Record<string, unknown>;
  validation?: Record<string, unknown>;
}

// Every built-in language file, read the same way the app bundles them.
const files = import.meta.glob<Tree>('../src/i18n/locales/*.json', { eager: true, import: 'default' });
const errorsOf = (language: string) =>
  (files[`../src/i18n/locales/${language}.json`]?.errors ?? {}) as ErrorTexts;
const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

describe('texts for the error answers of the server', () => {
  it.each([...UI_LANGUAGES])(
    '%s has one for every error code and every kind of refused input',
    (language) => {
      const errors = errorsOf(language);
      const codes = ERROR_CODES.filter((code) => !filled(errors.codes?.[code]));
      const kinds = VALIDATION_KINDS.filter((kind) => !filled(errors.validation?.[kind]));
      expect({ codes, kinds, with_field: filled(errors.with_field) }).toEqual({
        codes: [],
        kinds: [],
        with_field: true,
      });
    },
  );

  it('are translated, not English copies', () => {
    const english = errorsOf('en');
    for (const language of UI_LANGUAGES.filter((l) => l !== 'en')) {
      const errors = errorsOf(language);
      const copied = [
        ...ERROR_CODES.filter((code) => errors.codes?.[code] === english.codes?.[code]),
        ...VALIDATION_KINDS.filter((kind) => errors.validation?.[kind] === english.validation?.[kind]),
      ];
      expect([language, copied]).toEqual([language, []]);
    }
  });

  it('hold no text for a code the server does not send', () => {
    const english = errorsOf('en');
    expect(
      Object.keys(english.codes ?? {}).filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
    expect(
      Object.keys(english.validation ?? {}).filter(
        (kind) => !(VALIDATION_KINDS as readonly string[]).includes(kind),
      ),
    ).toEqual([]);
  });
});

describe('errorMessage', () => {
  beforeAll(async () => {
    const bundle = (language: string) => ({ translation: files[`../src/i18n/locales/${language}.json`] });
    await i18n.init({
      lng: 'de',
      fallbackLng: 'en',
      resources: { de: bundle('de'), en: bundle('en') },
      interpolation: { escapeValue: false },
    });
  });
  const de = errorsOf('de') as {
    with_field: string;
    codes: Record<string, string>;
    validation: Record<string, string>;
  };

  it('answers the text for the code in the interface language', () => {
    const error = toApiError(400, {
      message: 'Wrong e-mail address or password',
      code: 'invalid_credentials',
    });
    expect(errorMessage(error, 'fallback')).toBe(de.codes.invalid_credentials);
  });

  it('says what was wrong with a refused input, with its bound and the field as the screen names it', () => {
    const error = toApiError(400, {
      message: 'password: Use at least 8 characters',
      code: 'validation_error',
      field: 'password',
      kind: 'too_short',
      params: { min: 8 },
    });
    const text = de.validation.too_short.replace('{{min}}', '8');
    expect(errorMessage(error, 'fallback')).toBe(`Passwort: ${text}`);
    expect(errorMessage(error, 'fallback')).not.toMatch(/password:/);
    // A field the screen has no label for is left out rather than shown raw.
    const nested = new ApiError(
      400,
      'lines.0.quantity: Too big',
      'validation_error',
      'lines.0.quantity',
      'too_big',
      {
        max: 5,
      },
    );
    expect(errorMessage(nested, 'fallback')).toBe(de.validation.too_big.replace('{{max}}', '5'));
    // The caller may name the field (a form field refused by its id).
    const answer = new ApiError(400, 'Colour: required', 'required', '12');
    expect(errorMessage(answer, 'fallback', 'Farbe')).toBe(`Farbe: ${de.codes.required}`);
  });

  it('falls back to the server message for an unknown code, and to the fallback without one', () => {
    expect(errorMessage(new ApiError(418, 'I am a teapot', 'teapot'), 'fallback')).toBe('I am a teapot');
    expect(errorMessage(new ApiError(502, '', 'http_502'), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});
