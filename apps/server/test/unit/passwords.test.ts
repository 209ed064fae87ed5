import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from '../../src/lib/passwords.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';

describe('passwords', () => {
  it('hashes with argon2id at OWASP strength', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
  it('knows common passwords', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('plum-lantern-orbit')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256-bit random and stored as SHA-256', () => {
    const a = newToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
