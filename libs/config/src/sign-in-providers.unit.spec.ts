import { describe, expect, it } from 'vitest';
import { baseSettings, ConfigError, loadConfig } from './config.js';
import { signInProviders, signInProviderSettings } from './sign-in-providers.js';

const load = (env: NodeJS.ProcessEnv) => loadConfig({ ...baseSettings, ...signInProviderSettings(env) }, env);

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('sign-in provider settings', () => {
  it('are off without OIDC_PROVIDERS', () => {
    expect(signInProviders(load({}))).toEqual([]);
  });

  it('read each listed provider, in order, with its name and domain trust', () => {
    const config = load({
      OIDC_PROVIDERS: 'corp, google',
      OIDC_CORP_ISSUER: 'https://id.corp.example/realms/staff',
      OIDC_CORP_CLIENT_ID: 'lectern',
      OIDC_CORP_CLIENT_SECRET: 's3cret',
      OIDC_CORP_NAME: 'Corp ID',
      OIDC_CORP_TRUST_EMAIL_DOMAIN: 'true',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_GOOGLE_CLIENT_SECRET: 'g',
    });
    expect(signInProviders(config)).toEqual([
      {
        id: 'corp',
        name: 'Corp ID',
        issuer: 'https://id.corp.example/realms/staff',
        clientId: 'lectern',
        clientSecret: 's3cret',
        trustEmailDomain: true,
      },
      {
        id: 'google',
        name: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'g',
        trustEmailDomain: false,
      },
    ]);
  });

  it('name each missing or malformed variable of a listed provider', () => {
    expect(problems({ OIDC_PROVIDERS: 'corp', OIDC_CORP_ISSUER: 'http://id.corp.example' })).toEqual([
      'OIDC_CORP_ISSUER: must be an https:// URL (http:// only on this machine: localhost or 127.0.0.1)',
      'OIDC_CORP_CLIENT_ID: is required',
      'OIDC_CORP_CLIENT_SECRET: is required',
    ]);
  });

  it('take an http issuer on this machine', () => {
    const config = load({
      OIDC_PROVIDERS: 'local',
      OIDC_LOCAL_ISSUER: 'http://127.0.0.1:8080',
      OIDC_LOCAL_CLIENT_ID: 'a',
      OIDC_LOCAL_CLIENT_SECRET: 'b',
    });
    expect(signInProviders(config)[0]?.issuer).toBe('http://127.0.0.1:8080');
  });

  it('refuse malformed and repeated ids', () => {
    expect(problems({ OIDC_PROVIDERS: 'Corp-ID' })[0]).toMatch(/^OIDC_PROVIDERS: must be a comma-separated list/);
    expect(
      problems({
        OIDC_PROVIDERS: 'corp,corp',
        OIDC_CORP_ISSUER: 'https://id.corp.example',
        OIDC_CORP_CLIENT_ID: 'a',
        OIDC_CORP_CLIENT_SECRET: 'b',
      }),
    ).toEqual(['OIDC_PROVIDERS: names a provider twice']);
  });
});
