import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.guestMode).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });
  it('reads flags and numbers', () => {
    const config = loadConfig({
      PORT: '9000',
      GUEST_MODE: 'off',
      RESET_TTL_MINUTES: '15',
      PUBLIC_URL: 'https://x.example/',
    });
    expect(config).toMatchObject({
      port: 9000,
      guestMode: false,
      resetTtlMs: 900_000,
      publicUrl: 'https://x.example',
    });
  });
  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', GUEST_MODE: 'maybe' })).toThrow(/PORT[\s\S]*GUEST_MODE/);
  });
});
