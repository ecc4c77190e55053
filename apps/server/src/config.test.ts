import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

  it('switches to PostgreSQL with DATABASE_URL and then requires JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /JWT_SECRET/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
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
