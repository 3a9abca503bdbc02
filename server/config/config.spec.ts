import { describe, expect, it } from '@jest/globals';
import { ConfigError, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('uses port 3000 and the embedded database when nothing is set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(true);
  });

  it('names PORT and what it accepts when PORT is not a number', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT must be a whole number from 0 to 65535 \(got "abc"\)/);
  });

  it('caches guest pages for 10 s in production only, and names PAGE_CACHE_SECONDS when it is bad', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).pageCacheSeconds).toBe(10);
    expect(parseConfig({}).pageCacheSeconds).toBe(0);
    expect(parseConfig({ PAGE_CACHE_SECONDS: '30' }).pageCacheSeconds).toBe(30);
    expect(() => parseConfig({ PAGE_CACHE_SECONDS: 'soon' })).toThrow(/PAGE_CACHE_SECONDS/);
  });

  it('rejects a port out of range', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reports every bad variable at once', () => {
    try {
      parseConfig({ PORT: 'x', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });

  it('never prints a database password in its message', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://shop:s3cret@db/shop' })).toThrow(/shop:\*\*\*@db/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://shop:s3cret@db/shop' })).not.toThrow(/s3cret/);
  });

  it('demands a real session secret in production on PostgreSQL', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/shop' })).toThrow(
      /SESSION_SECRET is required/,
    );
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('turns demo data off on PostgreSQL unless DEMO_DATA=true', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://localhost/shop' }).demoData).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgres://localhost/shop', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(() => parseConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('serves from one process unless WEB_CONCURRENCY asks for more, and only in production on PostgreSQL', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/shop',
      SESSION_SECRET: 'x'.repeat(32),
      PAYMENTS_TEST_MODE: 'true',
    };
    expect(parseConfig({}).webConcurrency).toBe(1);
    expect(parseConfig({ ...production, WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(() => parseConfig({ WEB_CONCURRENCY: '2' })).toThrow(/the embedded database admits one process/);
    expect(() => parseConfig({ DATABASE_URL: 'postgres://localhost/shop', WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY above 1 needs NODE_ENV=production/,
    );
    expect(() => parseConfig({ ...production, WEB_CONCURRENCY: '0' })).toThrow(
      /WEB_CONCURRENCY must be a whole number from 1 to 64/,
    );
  });
});
