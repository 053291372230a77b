import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/apiError';
import { errorFromResponse, notJsonError } from '../../client/responseError';
import { connectionPageMessage } from './connectionPageMessage';

const response = (status: number, body: unknown) => ({
  status,
  statusText: '',
  headers: new Headers(),
  text: body === undefined ? '' : JSON.stringify(body),
});

describe('connectionPageMessage', () => {
  it('asks to check the key instead of sending the user to the page they are on', () => {
    const refused = errorFromResponse(
      response(401, { status: 401, message: 'Missing or invalid SERVICE-API-KEY header' }),
      '',
    );
    expect(refused.message).toMatch(/Connection page/);
    expect(connectionPageMessage(refused.message)).toBe(
      'Missing or invalid SERVICE-API-KEY header. Check the API key and try again.',
    );
    const forbidden = errorFromResponse(response(403, undefined), '');
    expect(connectionPageMessage(forbidden.message)).toBe('Forbidden (HTTP 403). Check the API key and try again.');
  });

  it('points at the base URL field without naming the page', () => {
    expect(connectionPageMessage(errorFromResponse(response(404, undefined), '').message)).toBe(
      'Not Found (HTTP 404). Check the base URL.',
    );
    const html = notJsonError({ status: 200, statusText: 'OK', headers: new Headers(), text: '<html>' }, '');
    expect(connectionPageMessage(html.message)).toBe(
      'The server answered OK (HTTP 200) but not with JSON. Check that the base URL points to the Console API.',
    );
    const unreachable = new ApiError({
      status: 0,
      kind: 'network',
      message:
        'Cannot reach the server at http://x.test. Check the base URL on the Connection page and that the server is running.',
    });
    expect(connectionPageMessage(unreachable.message)).toBe(
      'Cannot reach the server at http://x.test. Check the base URL and that the server is running.',
    );
  });

  it('leaves other messages as they are', () => {
    expect(connectionPageMessage('The server failed; try again.')).toBe('The server failed; try again.');
  });
});
