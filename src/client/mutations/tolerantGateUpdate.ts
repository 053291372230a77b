import type { QueryClient } from '@tanstack/react-query';
import { type Gate, GateSchema, type GateUpdateBody } from '../../contract/gate';
import { apiPaths } from '../../contract/paths';
import { ApiError, isApiError } from '../apiError';
import { loadConnection } from '../connection';
import { apiPost } from '../apiRequest';
import { gateQueries } from '../queries/gateQueries';
import {
  fieldsUpstreamLacks,
  OPTIONAL_UPDATE_FIELDS,
  type OptionalUpdateField,
  rememberUpstreamLacks,
} from '../upstreamGaps';

/**
 * The optional fields of `body` a 400 says the upstream does not know: the error names them in a field error or
 * in its message. Any other refusal gives [].
 */
function refusedOptionalFields(error: unknown, body: GateUpdateBody): OptionalUpdateField[] {
  if (!isApiError(error) || error.status !== 400) return [];
  return OPTIONAL_UPDATE_FIELDS.filter(
    (field) =>
      body[field] !== undefined &&
      (error.fieldErrors.some((fieldError) => fieldError.path === field) ||
        new RegExp(`\\b${field}\\b`).test(error.message)),
  );
}

function without(body: GateUpdateBody, fields: readonly OptionalUpdateField[]): GateUpdateBody {
  const { expectedVersion, safeChangeStrategy, ...rest } = body;
  const keep = (field: OptionalUpdateField, value: unknown) => value !== undefined && !fields.includes(field);
  return {
    ...rest,
    ...(keep('expectedVersion', expectedVersion) ? { expectedVersion } : {}),
    ...(keep('safeChangeStrategy', safeChangeStrategy) ? { safeChangeStrategy } : {}),
  };
}

/**
 * The 409 the console answers itself for an upstream without `expectedVersion`. It carries the gate it just read, so
 * the conflict dialog shows that version without reading the gate a second time.
 */
export class GateMovedError extends ApiError {
  readonly current: Gate;

  constructor(id: string, expected: number, current: Gate & { version: number }) {
    super({
      status: 409,
      kind: 'http',
      message:
        `Gate "${id}" is now at version ${String(current.version)}, not ${String(expected)}: someone else changed it. ` +
        'This server does not check versions on save, so Gatehouse re-read the gate before saving; nothing was sent.',
    });
    this.current = current;
  }
}

/**
 * The conflict check the upstream cannot make: re-reads the gate (past the cache) and throws the 409 the upstream
 * would have answered when its version is no longer the one the edits were made against.
 */
async function expectVersion(client: QueryClient, id: string, expected: number): Promise<void> {
  const current: Gate = await client.query({ ...gateQueries.detail(id), staleTime: 0 });
  const { version } = current;
  if (version === undefined || version === expected) return;
  throw new GateMovedError(id, expected, { ...current, version });
}

async function sendWithout(
  client: QueryClient,
  id: string,
  body: GateUpdateBody,
  lacking: readonly OptionalUpdateField[],
) {
  if (lacking.includes('expectedVersion') && body.expectedVersion !== undefined)
    await expectVersion(client, id, body.expectedVersion);
  return apiPost(apiPaths.gate(id), without(body, lacking), GateSchema);
}

/** What a save will send to the connected server: `body` without the fields it refused earlier this session. */
export function gateUpdateAsSent(body: GateUpdateBody): { body: GateUpdateBody; lacking: OptionalUpdateField[] } {
  const lacking = fieldsUpstreamLacks(loadConnection().baseUrl).filter((field) => body[field] !== undefined);
  return { body: without(body, lacking), lacking };
}

/**
 * `POST /gates/{id}`, tolerant of an upstream that refuses `expectedVersion` or `safeChangeStrategy` as unknown:
 * the update is resent without the refused field, which is remembered for the session, and a refused
 * `expectedVersion` is replaced by re-reading the gate just before each save (a 409 if it moved).
 */
export async function updateGateTolerantly(client: QueryClient, id: string, body: GateUpdateBody) {
  const { baseUrl } = loadConnection();
  const lacking = fieldsUpstreamLacks(baseUrl).filter((field) => body[field] !== undefined);
  // One resend per newly refused field at most: an upstream names one unknown field per answer.
  for (;;) {
    try {
      return await sendWithout(client, id, body, lacking);
    } catch (error) {
      const refused = refusedOptionalFields(error, body).filter((field) => !lacking.includes(field));
      if (refused.length === 0) throw error;
      rememberUpstreamLacks(baseUrl, refused);
      lacking.push(...refused);
    }
  }
}
