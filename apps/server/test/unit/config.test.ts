import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { loadConfig, normalHost } from '../../src/config.ts';
import { machineMemoryBytes, SMALL_MACHINE_BYTES } from '../../src/lib/machine-memory.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.guestMode).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    // The embedded database's low-memory mode follows the machine unless told.
    expect(config.lowMemory).toBe(machineMemoryBytes() < SMALL_MACHINE_BYTES);
  });
  it('sizes the memory mode from the machine or its container, or as told', () => {
    const memory = machineMemoryBytes();
    expect(memory).toBeGreaterThan(0);
    expect(memory).toBeLessThanOrEqual(os.totalmem());
    expect(loadConfig({ LOW_MEMORY: 'auto' }).lowMemory).toBe(memory < SMALL_MACHINE_BYTES);
    expect(loadConfig({ LOW_MEMORY: 'false' }).lowMemory).toBe(false);
    expect(loadConfig({ LOW_MEMORY: 'on' }).lowMemory).toBe(true);
    expect(() => loadConfig({ LOW_MEMORY: 'small' })).toThrow(/LOW_MEMORY/);
  });
  it('reads flags and numbers', () => {
    const config = loadConfig({
      PORT: '9000',
      GUEST_MODE: 'off',
      RESET_TTL_MINUTES: '15',
      PUBLIC_URL: 'https://x.example/',
      LOW_MEMORY: 'yes',
    });
    expect(config).toMatchObject({
      port: 9000,
      guestMode: false,
      lowMemory: true,
      resetTtlMs: 900_000,
      publicUrl: 'https://x.example',
    });
  });
  it('bounds the rendition cache and conversion queue', () => {
    expect(loadConfig({ LOW_MEMORY: 'false' })).toMatchObject({
      renditionCacheBytes: 2048 * 2 ** 20,
      renditionWorkers: 2,
      renditionQueue: 64,
    });
    // One conversion at a time in the low-memory mode, unless told otherwise.
    expect(loadConfig({ LOW_MEMORY: 'true' }).renditionWorkers).toBe(1);
    expect(loadConfig({ LOW_MEMORY: 'true', RENDITION_WORKERS: '3' }).renditionWorkers).toBe(3);
    const tiny = loadConfig({ RENDITION_CACHE_MB: '0.5', RENDITION_WORKERS: '1', RENDITION_QUEUE: '0' });
    expect(tiny).toMatchObject({ renditionCacheBytes: 512 * 1024, renditionWorkers: 1, renditionQueue: 0 });
    expect(() => loadConfig({ RENDITION_CACHE_MB: '0' })).toThrow(/RENDITION_CACHE_MB/);
  });
  it("keeps BullMQ's 30 s job lock and stalled check unless told, and refuses sub-second ones", () => {
    expect(loadConfig({}).jobs).toMatchObject({ lockMs: 30_000, stalledMs: 30_000 });
    expect(loadConfig({ JOB_LOCK_MS: '2000', JOB_STALLED_MS: '1000' }).jobs).toMatchObject({
      lockMs: 2000,
      stalledMs: 1000,
    });
    expect(() => loadConfig({ JOB_LOCK_MS: '10' })).toThrow(/JOB_LOCK_MS/);
    expect(() => loadConfig({ JOB_STALLED_MS: 'soon' })).toThrow(/JOB_STALLED_MS/);
  });
  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', GUEST_MODE: 'maybe' })).toThrow(/PORT[\s\S]*GUEST_MODE/);
  });
  it('selects S3 storage when a bucket is named', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
  });
});

describe('allowed hosts', () => {
  it('answer only this machine without PUBLIC_URL, any host with it, and an explicit list as given', () => {
    const local = loadConfig({}).allowedHosts;
    expect(local).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(local).not.toContain('evil.example');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example' }).allowedHosts).toBeUndefined();
    expect(loadConfig({ ALLOWED_HOSTS: 'Portal.Example:443, [::1]' }).allowedHosts).toEqual([
      'portal.example',
      '::1',
    ]);
    expect(loadConfig({ ALLOWED_HOSTS: '*' }).allowedHosts).toBeUndefined();
  });
  it('compare host names without port, case or IPv6 brackets', () => {
    expect(normalHost('LOCALHOST:8080')).toBe('localhost');
    expect(normalHost('[::1]:8080')).toBe('::1');
    expect(normalHost('::1')).toBe('::1');
    expect(normalHost('192.0.2.2')).toBe('192.0.2.2');
    expect(normalHost('')).toBe('');
  });
});
