import { describe, expect, it } from 'vitest';
import { baseSettings, ConfigError, loadConfig, portSetting, requireSettings } from './config.js';

describe('loadConfig', () => {
  const shape = { ...baseSettings, ...portSetting(3000) };

  it('applies defaults and ignores unrelated variables', () => {
    const config = loadConfig(shape, { HOME: '/root', PORT: '' });
    expect(config).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info', DATA_DIR: './.data', HOST: '0.0.0.0' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses broker lists and numbers', () => {
    const config = loadConfig(shape, { KAFKA_BROKERS: '127.0.0.1:9092, kafka-2:9093', PORT: '8080' });
    expect(config.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', 'kafka-2:9093']);
    expect(config.PORT).toBe(8080);
  });

  it('names every malformed variable in one clear error', () => {
    let error: unknown;
    try {
      loadConfig(shape, {
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'localhost:6379',
        KAFKA_BROKERS: 'nope',
        PORT: '99999',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// connection URL');
    expect(problems).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    expect(problems).toContain('KAFKA_BROKERS: must be a comma-separated list of host:port');
    expect(problems).toMatch(/PORT: /);
  });

  it('reports the settings a standalone service needs', () => {
    const config = loadConfig(shape, {});
    expect(() => requireSettings(config, ['DATABASE_URL', 'KAFKA_BROKERS'], 'in distributed mode')).toThrow(
      /DATABASE_URL: is required in distributed mode[\s\S]*KAFKA_BROKERS: is required in distributed mode/,
    );
  });
});
