import { describe, expect, it } from 'vitest';
import { knownTimeZone, PageSessions, SESSION_TTL_MS } from './pageSessions';

describe('PageSessions', () => {
  it('finds an opened session by its token, with the zone it was opened with', () => {
    const sessions = new PageSessions();
    const token = sessions.open('Europe/Paris');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessions.find(token)).toMatchObject({ timeZone: 'Europe/Paris' });
  });

  it('gives every session a token of its own', () => {
    const sessions = new PageSessions();
    const tokens = new Set(Array.from({ length: 50 }, () => sessions.open('UTC')));
    expect(tokens.size).toBe(50);
  });

  it('finds nothing for a missing, unknown or malformed token', () => {
    const sessions = new PageSessions();
    sessions.open('UTC');
    expect(sessions.find(undefined)).toBeUndefined();
    expect(sessions.find('A'.repeat(43))).toBeUndefined();
    expect(sessions.find('not a token')).toBeUndefined();
  });

  it('ends a session once its time is up, and when it is closed', () => {
    let now = 1_000;
    const sessions = new PageSessions(() => now);
    const expiring = sessions.open('UTC');
    const closed = sessions.open('UTC');
    now += SESSION_TTL_MS - 1;
    expect(sessions.find(expiring)).toBeDefined();
    now += 1;
    expect(sessions.find(expiring)).toBeUndefined();
    sessions.close(closed);
    expect(sessions.find(closed)).toBeUndefined();
  });

  it('keeps at most a thousand sessions, dropping the oldest first', () => {
    const sessions = new PageSessions();
    const first = sessions.open('UTC');
    const second = sessions.open('UTC');
    for (let index = 0; index < 998; index += 1) sessions.open('UTC');
    expect(sessions.size).toBe(1_000);
    const newest = sessions.open('UTC');
    expect(sessions.size).toBe(1_000);
    expect(sessions.find(first)).toBeUndefined();
    expect(sessions.find(second)).toBeDefined();
    expect(sessions.find(newest)).toBeDefined();
  });
});

describe('knownTimeZone', () => {
  it('accepts the zones the runtime knows, in their canonical spelling', () => {
    expect(knownTimeZone('America/New_York')).toBe('America/New_York');
    expect(knownTimeZone('UTC')).toBe('UTC');
  });

  it('refuses anything else', () => {
    for (const value of ['', 'Mars/Olympus_Mons', 42, undefined, 'x'.repeat(65)]) {
      expect(knownTimeZone(value)).toBeUndefined();
    }
  });
});
