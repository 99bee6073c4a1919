import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from './provider.js';
import { vouchedDomain } from './sign-in.js';

const account = (changes: Partial<ProviderAccount>): ProviderAccount => ({
  provider: 'corp',
  issuer: 'https://id.example.com',
  subject: 's-1',
  email: 'ada@Acme.example',
  emailVerified: true,
  hostedDomain: null,
  preferredUsername: null,
  name: null,
  ...changes,
});

describe('the domain a sign-in provider vouches for, for the team rule', () => {
  it("is a Google Workspace's hosted domain, from any provider", () => {
    expect(vouchedDomain(account({ hostedDomain: 'acme.example' }), false)).toBe('acme.example');
  });

  it("is a verified address's domain only from a provider trusted with it", () => {
    expect(vouchedDomain(account({}), true)).toBe('acme.example');
    expect(vouchedDomain(account({}), false)).toBeNull();
    expect(vouchedDomain(account({ emailVerified: false }), true)).toBeNull();
  });

  it('is none without an address', () => {
    expect(vouchedDomain(account({ email: null, hostedDomain: 'acme.example' }), true)).toBeNull();
  });
});
