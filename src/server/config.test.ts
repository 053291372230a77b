import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const cwd = '/srv/gatehouse';

describe('readConfig', () => {
  it('uses port 5170 on 127.0.0.1 with ./data and ./dist when nothing is set', () => {
    expect(readConfig({}, cwd)).toEqual({
      port: 5170,
      host: '127.0.0.1',
      dataDir: path.resolve(cwd, 'data'),
      apiKey: undefined,
      upstreamUrl: undefined,
      distDir: path.resolve(cwd, 'dist'),
      allowedHosts: [],
    });
  });

  it('reads every setting from the environment', () => {
    const config = readConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/gatehouse',
        CONSOLE_API_KEY: 'secret-key',
        CONSOLE_UPSTREAM_URL: 'https://api.example.com/',
        DIST_DIR: '/opt/gatehouse-app',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/gatehouse',
      apiKey: 'secret-key',
      upstreamUrl: 'https://api.example.com',
      distDir: '/opt/gatehouse-app',
    });
  });

  it('accepts PORT=0 so the system picks a free port', () => {
    expect(readConfig({ PORT: '0' }, cwd).port).toBe(0);
  });

  it('treats a blank API key as no key', () => {
    expect(readConfig({ CONSOLE_API_KEY: '  ' }, cwd).apiKey).toBeUndefined();
  });

  it.each(['-1', '65536', 'http', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port }, cwd)).toThrow(/PORT must be a whole number from 0 to 65535/);
  });

  it('refuses an upstream URL that is not http or https', () => {
    expect(() => readConfig({ CONSOLE_UPSTREAM_URL: 'ftp://files.example.com' }, cwd)).toThrow(
      /CONSOLE_UPSTREAM_URL must start with http:\/\/ or https:\/\//,
    );
  });

  it('refuses a malformed upstream URL without echoing its credentials', () => {
    expect(() => readConfig({ CONSOLE_UPSTREAM_URL: 'user:hunter2@nowhere' }, cwd)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') as unknown }),
    );
  });

  it('reads ALLOWED_HOSTS as names with an optional port, in lower case', () => {
    expect(
      readConfig({ ALLOWED_HOSTS: ' Console.Example.com, gatehouse.local:8443 ,[::1]:5170,' }, cwd).allowedHosts,
    ).toEqual([
      { hostname: 'console.example.com', port: undefined },
      { hostname: 'gatehouse.local', port: 8443 },
      { hostname: '[::1]', port: 5170 },
    ]);
  });

  it.each(['*', '*.example.com', 'https://console.example.com', 'console.example.com:99999', 'a b'])(
    'refuses ALLOWED_HOSTS=%s, naming the entry',
    (entry) => {
      expect(() => readConfig({ ALLOWED_HOSTS: `ok.example.com,${entry}` }, cwd)).toThrow(
        /ALLOWED_HOSTS takes comma-separated host names/,
      );
    },
  );

  it('keeps a path prefix of the upstream URL', () => {
    expect(readConfig({ CONSOLE_UPSTREAM_URL: 'http://10.0.0.5:9000/proxy/' }, cwd).upstreamUrl).toBe(
      'http://10.0.0.5:9000/proxy',
    );
  });
});
