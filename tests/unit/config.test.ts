import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, apiBaseUrl, loadConfig, settings } from '../../server/config.ts';

describe('loadConfig', () => {
  it('runs with no environment at all: ports 3000 and 4000, ./data, the embedded api', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, API_PORT: 4000, LOG_LEVEL: 'INFO', NODE_ENV: 'production' });
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(apiBaseUrl(config)).toBe('http://127.0.0.1:4000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('uses API_URL without its trailing slash', () => {
    expect(apiBaseUrl(loadConfig({ API_URL: 'http://api.internal:8080/' }))).toBe('http://api.internal:8080');
  });

  it('stops with a message naming each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'TRACE' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT: .*"eighty"/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it('is documented: the README configuration table names every setting', () => {
    const readme = fs.readFileSync(path.resolve('README.md'), 'utf8');
    for (const name of Object.keys(settings)) expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });
});
