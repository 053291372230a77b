import { describe, expect, it } from 'vitest';
import { parseHostPort, servedHostValues } from './servedHosts';

describe('servedHostValues', () => {
  const onLoopback = servedHostValues({ address: '127.0.0.1', port: 5170 }, []);

  it.each(['127.0.0.1:5170', 'localhost:5170', '[::1]:5170'])('serves %s on the listening port', (host) => {
    expect(onLoopback.has(host)).toBe(true);
  });

  it.each(['rebind.attacker.example:5170', 'localhost:5171', 'localhost', '127.0.0.1', 'rebind.attacker.example'])(
    'does not serve %s',
    (host) => {
      expect(onLoopback.has(host)).toBe(false);
    },
  );

  it('serves the address a client dialled on a wildcard listener, IPv4-mapped or IPv6', () => {
    expect(servedHostValues({ address: '::ffff:192.168.1.20', port: 5170 }, []).has('192.168.1.20:5170')).toBe(true);
    expect(servedHostValues({ address: 'fe80::0:1%eth0', port: 5170 }, []).has('[fe80::1]:5170')).toBe(true);
  });

  it('serves an ALLOWED_HOSTS name without a port on the own port and bare, and one with a port only there', () => {
    const served = servedHostValues({ address: '10.0.0.5', port: 5170 }, [
      { hostname: 'console.example.com', port: undefined },
      { hostname: 'gatehouse.local', port: 8443 },
    ]);
    expect([...served].filter((host) => !host.endsWith(':5170') || host.startsWith('console'))).toEqual([
      'console.example.com',
      'console.example.com:5170',
      'gatehouse.local:8443',
    ]);
    expect(served.has('gatehouse.local:5170')).toBe(false);
  });

  it('leaves the port out for port 80, as browsers do', () => {
    expect(servedHostValues({ address: '127.0.0.1', port: 80 }, []).has('localhost')).toBe(true);
  });
});

describe('parseHostPort', () => {
  it.each([
    ['Example.COM:8080', { hostname: 'example.com', port: 8080 }],
    ['[::1]', { hostname: '[::1]', port: undefined }],
    ['10.0.0.5', { hostname: '10.0.0.5', port: undefined }],
  ])('reads %s', (text, expected) => {
    expect(parseHostPort(text)).toEqual(expected);
  });

  it.each(['', '*', 'a b', 'http://x', 'x:0', 'x:65536', '-x.example', 'x..example'])('refuses %j', (text) => {
    expect(parseHostPort(text)).toBeUndefined();
  });
});
