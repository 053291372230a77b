import { afterEach, describe, expect, it } from 'vitest';
import { consoleHostPaths } from '../contract/paths';
import { clearConnection, saveConnection } from './connection';
import { keepPageSession } from './pageSession';

// No window here: the connection lives in browserStorage's in-memory stand-in.
afterEach(() => {
  clearConnection();
});

function recorder() {
  const sent: { path: string; init: RequestInit }[] = [];
  const send = (path: string, init: RequestInit) => {
    sent.push({ path, init });
    return Promise.resolve({ text: () => Promise.resolve('') });
  };
  return { sent, send };
}

describe('keepPageSession', () => {
  it('opens the session with the key and the zone when a key for this server is saved', () => {
    const { sent, send } = recorder();
    const stop = keepPageSession(send, () => 'Europe/Paris');
    saveConnection({ baseUrl: '', apiKey: 'k-123', remember: false });
    stop();
    const last = sent.at(-1);
    expect(last?.path).toBe(consoleHostPaths.session);
    expect(last?.init.method).toBe('POST');
    expect(last?.init.headers).toMatchObject({ 'SERVICE-API-KEY': 'k-123' });
    expect(last?.init.body).toBe(JSON.stringify({ timeZone: 'Europe/Paris' }));
  });

  it('ends the session when the key is forgotten or the console connects to another server', () => {
    const { sent, send } = recorder();
    saveConnection({ baseUrl: '', apiKey: 'k-123', remember: false });
    const stop = keepPageSession(send, () => 'UTC');
    saveConnection({ baseUrl: 'https://console.example.com', apiKey: 'k-123', remember: false });
    expect(sent.at(-1)?.init.method).toBe('DELETE');
    saveConnection({ baseUrl: '', apiKey: 'k-123', remember: false });
    clearConnection();
    stop();
    expect(sent.map((request) => request.init.method)).toEqual(['POST', 'DELETE', 'POST', 'DELETE']);
    expect(sent.every((request) => request.path === consoleHostPaths.session)).toBe(true);
  });

  it('sends nothing again while the connection stays the same', () => {
    const { sent, send } = recorder();
    const stop = keepPageSession(send, () => 'UTC');
    saveConnection({ baseUrl: '', apiKey: 'k-1', remember: false });
    saveConnection({ baseUrl: '', apiKey: 'k-1', remember: true });
    stop();
    expect(sent.map((request) => request.init.method)).toEqual(['DELETE', 'POST']);
  });
});
