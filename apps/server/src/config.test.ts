import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, weakSecretProblem } from './config.js';
import { generateVapidKeys } from './modules/push/vapid.js';
import { createTestConfig } from './test/test-app.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'ow-config-'));

describe('loadConfig', () => {
  it('defaults to SQLite in DATA_DIR, port 8080 and OpenStreetMap tiles', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'outbreaks.db') });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.mapTileUrl).toContain('openstreetmap');
    expect(config.demoData).toBeUndefined();
  });

  it('generates the signing secret once and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('generates the push (VAPID) key pair once into DATA_DIR, readable by the owner only', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Alerts <alerts@example.org>' }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:alerts@example.org');
    expect(loadConfig({ DATA_DIR: dir }).vapid.publicKey).toBe(first.publicKey);
    const file = path.join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('takes a configured VAPID key pair and subject, and refuses a broken or half pair', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://outbreaks.example.org',
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'https://outbreaks.example.org' });
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toContain('set both or neither');
    expect(problemsOf({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toContain(
      'does not belong',
    );
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toContain('65-byte');
    expect(problemsOf({ VAPID_SUBJECT: 'admin@example.org' })).toContain('VAPID_SUBJECT');
  });

  it('switches to PostgreSQL with DATABASE_URL and then requires JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /JWT_SECRET/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: 'Vq8-3mZt_Lp0wXc7Rn2Yb5Hs9Kd4Fg6Je1Ua',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it.each([
    ['32 × "a"', 'a'.repeat(32), /too little entropy: 1 different character, at least 16 needed/],
    ['15 different characters', 'abcdefghijklmno'.repeat(3), /15 different characters/],
    ["jwt.io's example", 'your-256-bit-secret-padded-to-length-0123456789', /example value/],
    ['a "change me" placeholder', 'CHANGE_ME_to_a_long_random_string_1234567890', /example value/],
  ])('refuses a weak JWT_SECRET (%s) with a clear reason', (_name, secret, reason) => {
    try {
      loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const [problem] = (error as ConfigError).problems;
      expect(problem).toMatch(/^JWT_SECRET: /);
      expect(problem).toMatch(reason);
      expect(problem).toContain('openssl rand -base64 48');
    }
  });

  it('accepts the secrets the tests, benchmarks and a generated install use', () => {
    const testSecret = createTestConfig().jwtSecret;
    expect(weakSecretProblem(testSecret)).toBeNull();
    expect(weakSecretProblem('bench-secret-that-is-long-enough-for-hs256')).toBeNull();
    expect(weakSecretProblem(loadConfig({ DATA_DIR: dataDir() }).jwtSecret)).toBeNull();
  });

  it('turns an empty MAP_TILE_URL into "no tiles" and parses DEMO_DATA', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: '', DEMO_DATA: 'false' });
    expect(config.mapTileUrl).toBeNull();
    expect(config.demoData).toBe(false);
  });

  it('reads the minimum of reports behind a plain map colour (default 3), a whole number from 1', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mapMinReports).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir(), MAP_MIN_REPORTS: '5' }).mapMinReports).toBe(5);
    for (const bad of ['0', '2.5', 'few']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), MAP_MIN_REPORTS: bad })).toThrow(/MAP_MIN_REPORTS/);
    }
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });
});
