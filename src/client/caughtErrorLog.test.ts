import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { logCaughtError } from './caughtErrorLog';

describe('logCaughtError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs nothing for a request not sent because there is no key', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logCaughtError(
      new ApiError({ status: 0, kind: 'no-key', message: 'Paste the API key on the Connection page to start.' }),
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a refused key, a failed request and any other error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new ApiError({ status: 401, kind: 'http', message: 'Missing or invalid SERVICE-API-KEY header' });
    const bug = new TypeError('x is undefined');
    logCaughtError(refused);
    logCaughtError(bug);
    expect(log.mock.calls).toEqual([[refused], [bug]]);
  });
});
