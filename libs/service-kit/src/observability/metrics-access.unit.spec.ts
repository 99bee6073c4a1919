import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access.js';

describe('who may read /metrics', () => {
  describe('an app on its own (loopback and private addresses)', () => {
    const may = metricsAccess({ scope: 'private' });

    it('lets loopback and the private ranges read, over IPv4, IPv6 and IPv4 mapped into IPv6', () => {
      for (const address of [
        '127.0.0.1',
        '::1',
        '10.4.5.6',
        '172.16.0.9',
        '172.31.255.1',
        '192.168.1.20',
        '::ffff:10.0.0.7',
        'fd12:3456::1',
        'fe80::1',
      ])
        expect(may(address, {}), address).toBe(true);
    });

    it('refuses public addresses and an unknown peer', () => {
      for (const address of ['203.0.113.7', '8.8.8.8', '172.32.0.1', '::ffff:8.8.8.8', '2001:db8::1'])
        expect(may(address, {}), address).toBe(false);
      expect(may(undefined, {})).toBe(false);
    });

    it('refuses what a proxy on a private address relays from a public client, however the proxy names it', () => {
      expect(may('10.0.0.2', { 'x-forwarded-for': '203.0.113.7' })).toBe(false);
      expect(may('10.0.0.2', { 'x-forwarded-for': '10.0.0.9, 203.0.113.7' })).toBe(false);
      expect(may('10.0.0.2', { 'x-real-ip': '198.51.100.4' })).toBe(false);
      expect(may('10.0.0.2', { forwarded: 'for=198.51.100.4;proto=https' })).toBe(false);
      expect(may('10.0.0.2', { forwarded: 'for="[2001:db8::7]:4711"' })).toBe(false);
      expect(may('10.0.0.2', { 'x-forwarded-for': 'unknown' })).toBe(false);
    });

    it('lets a private client relayed by a private proxy read', () => {
      expect(may('10.0.0.2', { 'x-forwarded-for': '10.0.0.9', forwarded: 'for=192.168.0.4:5000' })).toBe(true);
    });
  });

  describe('embedded mode (loopback only)', () => {
    const may = metricsAccess({ scope: 'loopback' });

    it('lets this machine read and nobody else, private networks included', () => {
      expect(may('127.0.0.1', {})).toBe(true);
      expect(may('::ffff:127.0.0.1', {})).toBe(true);
      expect(may('192.168.1.20', {})).toBe(false);
      expect(may('127.0.0.1', { 'x-forwarded-for': '192.168.1.20' })).toBe(false);
    });
  });

  describe('METRICS_ALLOW', () => {
    it('adds the addresses and ranges it names', () => {
      const may = metricsAccess({ scope: 'loopback', allow: ['198.51.100.0/24', '2001:db8::5'] });
      expect(may('198.51.100.77', {})).toBe(true);
      expect(may('2001:db8::5', {})).toBe(true);
      expect(may('198.51.101.1', {})).toBe(false);
      expect(may('10.0.0.1', {})).toBe(false);
    });
  });
});
