import { randomBytes } from 'node:crypto';

/**
 * A browser's proof, on a page request, that it holds the API key: a navigation cannot send the key's header, so
 * connecting also opens a session whose random token travels in an HttpOnly, SameSite=Strict cookie. The server
 * renders a page's first view with its data only for a request that carries a live token. The token is not the key
 * and says nothing about it; sessions live in this process's memory, so a restart ends them all (the pages then
 * render in the browser, as without one).
 */
export const SESSION_COOKIE = 'gatehouse-session';

/** A session lasts as long as a working day; the console opens a new one whenever it connects or starts. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Enough for every browser that connects in a day; past it, the oldest session goes first. */
const MAX_SESSIONS = 1_000;

// 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-].
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface PageSession {
  /** The browser's time zone (an IANA name), in which the server writes the page's times. */
  timeZone: string;
  expiresAt: number;
}

/** The live sessions of this server process. */
export class PageSessions {
  readonly #sessions = new Map<string, PageSession>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Opens a session for a browser that proved the key; returns its token, for the cookie. */
  open(timeZone: string): string {
    const token = randomBytes(32).toString('base64url');
    this.#dropExpired();
    // A Map keeps insertion order: the first key is the oldest session.
    while (this.#sessions.size >= MAX_SESSIONS) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest === undefined) break;
      this.#sessions.delete(oldest);
    }
    this.#sessions.set(token, { timeZone, expiresAt: this.#now() + SESSION_TTL_MS });
    return token;
  }

  /** The live session of `token`, or undefined for none, an expired one or a value that cannot be a token. */
  find(token: string | undefined): PageSession | undefined {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
    const session = this.#sessions.get(token);
    if (session === undefined) return undefined;
    if (session.expiresAt <= this.#now()) {
      this.#sessions.delete(token);
      return undefined;
    }
    return session;
  }

  /** Ends the session of `token` (disconnecting); nothing for an unknown one. */
  close(token: string | undefined): void {
    if (token !== undefined) this.#sessions.delete(token);
  }

  get size(): number {
    return this.#sessions.size;
  }

  #dropExpired(): void {
    const now = this.#now();
    for (const [token, session] of this.#sessions) {
      if (session.expiresAt <= now) this.#sessions.delete(token);
    }
  }
}

/** The IANA zone the browser sent, when this runtime knows it; undefined otherwise. */
export function knownTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
