import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { consoleHostPaths } from '../../contract/paths';
import { PageSessions, SESSION_COOKIE } from './pageSessions';
import { createHostApp } from './server';

const KEY = 'session-test-key';
const URL = `http://127.0.0.1:5170${consoleHostPaths.session}`;

function setUp() {
  const distDir = mkdtempSync(path.join(tmpdir(), 'gatehouse-session-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const sessions = new PageSessions();
  const app = createHostApp({
    api: new Hono(),
    distDir,
    status: { mode: 'embedded', serverHoldsKey: false, apiKeyLocation: null },
    log: () => undefined,
    pageSessions: { apiKey: KEY, sessions },
  });
  return { app, sessions };
}

function open(app: Hono, headers: Record<string, string>, body: string) {
  return app.request(URL, {
    method: 'POST',
    headers: { Host: '127.0.0.1:5170', 'Content-Type': 'application/json', ...headers },
    body,
  });
}

const OWN_PAGE = { 'Sec-Fetch-Site': 'same-origin' };
const ZONE = JSON.stringify({ timeZone: 'Europe/Paris' });

/** The token a Set-Cookie header gives the session cookie. */
function tokenOf(response: Response): string | undefined {
  const cookie = response.headers.get('set-cookie') ?? '';
  return new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(cookie)?.[1];
}

describe('POST /gatehouse/session', () => {
  it('opens a session for the key holder, in an HttpOnly, SameSite=Strict cookie that is not the key', async () => {
    const { app, sessions } = setUp();
    const response = await open(app, { ...OWN_PAGE, 'SERVICE-API-KEY': KEY }, ZONE);
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toContain(KEY);
    expect(sessions.find(tokenOf(response))).toMatchObject({ timeZone: 'Europe/Paris' });
  });

  it('answers 401 without the key or with another, and opens nothing', async () => {
    const { app, sessions } = setUp();
    for (const headers of [OWN_PAGE, { ...OWN_PAGE, 'SERVICE-API-KEY': 'wrong' }]) {
      const response = await open(app, headers, ZONE);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401 });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(sessions.size).toBe(0);
  });

  it('refuses another site, even with the key', async () => {
    const { app, sessions } = setUp();
    const response = await open(app, { 'Sec-Fetch-Site': 'cross-site', 'SERVICE-API-KEY': KEY }, ZONE);
    expect(response.status).toBe(403);
    expect(sessions.size).toBe(0);
  });

  it('answers 400 to malformed JSON or a zone it does not know, and 415 to a body not sent as JSON', async () => {
    const { app } = setUp();
    const headers = { ...OWN_PAGE, 'SERVICE-API-KEY': KEY };
    expect((await open(app, headers, '{"timeZone":')).status).toBe(400);
    expect((await open(app, headers, JSON.stringify({ timeZone: 'Mars/Olympus_Mons' }))).status).toBe(400);
    expect((await open(app, headers, JSON.stringify(['Europe/Paris']))).status).toBe(400);
    const asText = await app.request(URL, {
      method: 'POST',
      headers: { Host: '127.0.0.1:5170', ...headers, 'Content-Type': 'text/plain' },
      body: ZONE,
    });
    expect(asText.status).toBe(415);
  });

  it('refuses a body over 1 KB before reading it, with or without the key, streamed or not, and closes', async () => {
    const { app, sessions } = setUp();
    const large = JSON.stringify({ timeZone: 'Europe/Paris', padding: 'x'.repeat(2_000) });
    for (const headers of [OWN_PAGE, { ...OWN_PAGE, 'SERVICE-API-KEY': KEY }]) {
      expect((await open(app, headers, large)).status).toBe(413);
    }
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(large));
        controller.close();
      },
    });
    const response = await app.request(URL, {
      method: 'POST',
      headers: { Host: '127.0.0.1:5170', 'Content-Type': 'application/json', ...OWN_PAGE, 'SERVICE-API-KEY': KEY },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    const answer = (await response.json()) as { message?: string };
    expect(answer.message).toContain('1024 bytes');
    expect(sessions.size).toBe(0);
  });

  it('ends the session the browser had when it opens a new one', async () => {
    const { app, sessions } = setUp();
    const headers = { ...OWN_PAGE, 'SERVICE-API-KEY': KEY };
    const first = tokenOf(await open(app, headers, ZONE));
    const second = tokenOf(await open(app, { ...headers, Cookie: `${SESSION_COOKIE}=${first ?? ''}` }, ZONE));
    expect(sessions.find(first)).toBeUndefined();
    expect(sessions.find(second)).toBeDefined();
  });
});

describe('DELETE /gatehouse/session', () => {
  it('ends the session and clears the cookie', async () => {
    const { app, sessions } = setUp();
    const token = tokenOf(await open(app, { ...OWN_PAGE, 'SERVICE-API-KEY': KEY }, ZONE));
    const response = await app.request(URL, {
      method: 'DELETE',
      headers: { Host: '127.0.0.1:5170', ...OWN_PAGE, Cookie: `${SESSION_COOKIE}=${token ?? ''}` },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    expect(sessions.find(token)).toBeUndefined();
  });
});
