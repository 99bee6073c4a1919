import { describe, expect, it } from 'vitest';
import { loadConfig } from '@lectern/config';
import { embeddedSettings } from './settings.js';

describe('the embedded settings', () => {
  it('listen on this machine only unless HOST says otherwise', () => {
    expect(loadConfig(embeddedSettings, {}).HOST).toBe('127.0.0.1');
    expect(loadConfig(embeddedSettings, { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});
