import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { NewPassword, PasswordChange, RegisterRequest } from '@vitrine/contract';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLengthProblem,
} from '@vitrine/contract/password-rule';
import { NewPasswordInput } from '../src/shared/forms/new-password-field';
import { fieldError } from '../src/shared/forms/field-error';
import en from '../src/i18n/locales/en.json';

const samples = [
  '',
  'a',
  'seven77',
  'eight888',
  'x'.repeat(PASSWORD_MAX_LENGTH),
  'x'.repeat(PASSWORD_MAX_LENGTH + 1),
  '🔑'.repeat(4),
];

// A stand-in for i18next's t: the English text with its values filled in.
const t = ((key: string, values: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}) as unknown as TFunction;

describe('the password rule', () => {
  it('is 8 to 128 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect(passwordLengthProblem('seven77')).toBe('too_short');
    expect(passwordLengthProblem('eight888')).toBeUndefined();
    expect(passwordLengthProblem('x'.repeat(129))).toBe('too_long');
    // Characters, not UTF-16 units: four emoji are four.
    expect(passwordLengthProblem('🔑'.repeat(4))).toBe('too_short');
    expect(passwordLengthProblem('🔑'.repeat(128))).toBeUndefined();
  });

  it('is the same in the forms as in the server calls', () => {
    for (const password of samples) {
      const server = NewPassword.safeParse(password).success;
      expect(NewPasswordInput.safeParse(password).success, password).toBe(server);
      expect(passwordLengthProblem(password) === undefined, password).toBe(server);
      expect(PasswordChange.safeParse({ password }).success, password).toBe(server);
      const registration = RegisterRequest.shape.password.safeParse(password).success;
      expect(registration, password).toBe(server);
    }
  });

  it('says what is wrong in the reader language, "Required" while empty', () => {
    const error = (password: string) => {
      const issue = NewPasswordInput.safeParse(password).error?.issues[0];
      return issue ? fieldError(t, { type: issue.code, message: issue.message }) : undefined;
    };
    expect(error('')).toBe(en.validation.required);
    expect(error('short')).toBe('Use at least 8 characters');
    expect(error('x'.repeat(200))).toBe('Use at most 128 characters');
    expect(error('long-enough')).toBeUndefined();
  });

  it('is announced under the field with its bounds', () => {
    expect(t('auth.password_rule.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })).toBe(
      '8 to 128 characters, not a commonly used password',
    );
  });
});
