import { describe, expect, it } from 'vitest';
import { isIPAddress, isIPv4, isIPv6 } from './ipAddress';

describe('IP addresses', () => {
  it('accepts dotted IPv4 addresses and refuses numbers above 255, missing parts and leading zeros', () => {
    for (const ok of ['203.0.113.7', '0.0.0.0', '255.255.255.255', '10.0.0.1']) expect(isIPv4(ok), ok).toBe(true);
    for (const bad of [
      '999.1.1.1',
      '256.0.0.1',
      '1.2.3',
      '1.2.3.4.5',
      '01.2.3.4',
      '1.2.3.',
      'a.b.c.d',
      '1.2.3.4/8',
      ' 1.2.3.4',
      '',
    ]) {
      expect(isIPv4(bad), bad).toBe(false);
    }
  });

  it('accepts IPv6 in full, compressed and IPv4-mapped forms', () => {
    for (const ok of [
      '2001:db8::1',
      '::',
      '::1',
      'fe80::',
      '2001:0DB8:0000:0000:0000:ff00:0042:8329',
      '::ffff:192.0.2.1',
      '64:ff9b::198.51.100.7',
    ]) {
      expect(isIPv6(ok), ok).toBe(true);
    }
  });

  it('refuses malformed IPv6', () => {
    for (const bad of [
      '2001:db8:::1',
      '1::2::3',
      '12345::',
      'g::1',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4::5:6:7:8',
      '::ffff:999.0.2.1',
      '1.2.3.4::',
      'fe80::1%eth0',
      ':1:2:3:4:5:6:7',
    ]) {
      expect(isIPv6(bad), bad).toBe(false);
    }
  });

  it('takes either family', () => {
    expect(isIPAddress('198.51.100.4')).toBe(true);
    expect(isIPAddress('2001:db8::5')).toBe(true);
    expect(isIPAddress('999.1.1.1')).toBe(false);
    expect(isIPAddress('example.com')).toBe(false);
  });
});
