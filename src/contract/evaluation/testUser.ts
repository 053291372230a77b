import * as z from '../zod';

const TextMapSchema = z.record(z.string(), z.string());

/**
 * A test user: the fields the service's conditions read, the environment tier to evaluate in, and the segments the
 * user is in (segment membership is not in the API, so the person testing says it).
 */
export const TestUserSchema = z.object({
  userID: z._default(z.string(), ''),
  customIDs: z._default(TextMapSchema, {}),
  email: z._default(z.string(), ''),
  country: z._default(z.string(), ''),
  ip: z._default(z.string(), ''),
  appVersion: z._default(z.string(), ''),
  browserName: z._default(z.string(), ''),
  browserVersion: z._default(z.string(), ''),
  osName: z._default(z.string(), ''),
  osVersion: z._default(z.string(), ''),
  environment: z._default(z.string(), ''),
  custom: z._default(TextMapSchema, {}),
  segments: z._default(z.array(z.string()), []),
});
export type TestUser = z.infer<typeof TestUserSchema>;

/** A user with nothing filled in: every field empty, so a form can start from it. */
export function emptyTestUser(): TestUser {
  return TestUserSchema.parse({});
}

/** An empty text counts as missing: a condition on a missing value matches only the "none" operators. */
export function present(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The unit an entity buckets by: userID for `userID` (or no id type), else the custom id of that name. */
export function unitIdOf(user: TestUser, idType: string | undefined): string | undefined {
  if (idType === undefined || idType === '' || idType === 'userID') return present(user.userID);
  return present(user.customIDs[idType]);
}
