import { describe, expect, it } from 'vitest';
import { isAuthPath, isInAppPath, isLogoutPath } from '../src/shared/session/redirect-store';
import { guestUser, isGuest, sessionTag, toSessionUser } from '../src/shared/session/session-user';
import { colorFromName, initialsOf } from '../src/shared/ui/name-color';
import { unflatten } from '../src/i18n/unflatten';

describe('remembered paths (no open redirect)', () => {
  it.each(['/en-GB/products/list', '/de-DE/asset/cart?x=1#top'])('accepts %s', (path) => {
    expect(isInAppPath(path)).toBe(true);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    '/a\nb',
    42,
  ])('refuses %s', (path) => {
    expect(isInAppPath(path)).toBe(false);
  });

  it('recognises auth and logout paths', () => {
    expect(isAuthPath('/en-GB/auth/login')).toBe(true);
    expect(isAuthPath('/en-GB/authors')).toBe(false);
    expect(isLogoutPath('/en-GB/account/logout')).toBe(true);
    expect(isLogoutPath('/en-GB/auth/logout?x')).toBe(true);
  });
});

describe('session user', () => {
  it('reads stored records leniently and needs a token', () => {
    expect(toSessionUser({ token: 't', first_name: 'Ada', data: 'junk' })).toEqual({
      id: null,
      token: 't',
      username: '',
      first_name: 'Ada',
      last_name: '',
      data: { is_company: false, country: null },
    });
    expect(toSessionUser({ id: 1 })).toBeNull();
    expect(toSessionUser('text')).toBeNull();
  });

  it('treats the guest token and the guest record as a guest', () => {
    expect(isGuest(guestUser('g'), 'g')).toBe(true);
    expect(isGuest({ ...guestUser('x'), id: 5, username: 'ada' }, 'x')).toBe(true);
    expect(isGuest({ ...guestUser('t'), id: 5, username: 'ada' }, 'g')).toBe(false);
  });

  it('tags a sign-in by its token without keeping the token: the same tag each time, another for another', () => {
    const token = 'a'.repeat(43);
    expect(sessionTag(token)).toBe(sessionTag(token));
    expect(sessionTag(token)).not.toBe(sessionTag(`${'a'.repeat(42)}b`));
    expect(sessionTag(token)).not.toContain(token.slice(0, 8));
  });

  it('makes initials and a stable colour', () => {
    expect(initialsOf({ first_name: 'Ada', last_name: 'Lovelace', username: 'x' })).toBe('AL');
    expect(initialsOf({ first_name: '', last_name: '', username: 'guest' })).toBe('GU');
    expect(colorFromName('Ada Lovelace')).toBe(colorFromName('Ada Lovelace'));
    expect(colorFromName('Ada Lovelace')).toMatch(/^hsl\(\d+, 55%, \d+%\)$/);
  });
});

describe('setup translations', () => {
  it('nest dotted keys and never replace a branch with a text', () => {
    expect(unflatten({ 'auth.login.title': 'Log on', auth: 'x', 'nav.products': 'Catalogue' })).toEqual({
      auth: { login: { title: 'Log on' } },
      nav: { products: 'Catalogue' },
    });
  });
});
