import { TestUserNameSchema } from '../../client/savedTestUsers';
import { emptyTestUser, type TestUser } from '../../contract/evaluation/testUser';
import * as z from '../../contract/zod';

const RowSchema = z.object({ key: z.string(), value: z.string() });
export type KeyValueRow = z.infer<typeof RowSchema>;

/** Rows become a map: a row needs a name once it has a value, and a name appears once. */
const RowsSchema = z.array(RowSchema).check(
  z.superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.key.trim();
      if (key === '' && row.value.trim() !== '') {
        context.addIssue({ code: 'custom', path: [index, 'key'], message: 'Name is required' });
      } else if (key !== '' && seen.has(key)) {
        context.addIssue({ code: 'custom', path: [index, 'key'], message: `${key} is already listed` });
      }
      seen.add(key);
    });
  }),
);

/** The panel's form: the test user with its maps as editable rows, and the name it is saved under. */
export const TestUserFormSchema = z.object({
  name: z.string(),
  userID: z.string(),
  customIDs: RowsSchema,
  email: z.string(),
  country: z.string(),
  ip: z.string(),
  appVersion: z.string(),
  browserName: z.string(),
  browserVersion: z.string(),
  osName: z.string(),
  osVersion: z.string(),
  environment: z.string(),
  custom: RowsSchema,
  segments: z.array(z.string()),
});
export type TestUserFormValues = z.infer<typeof TestUserFormSchema>;

/** Saving needs a name as well; evaluating does not. */
export const SaveTestUserSchema = z.extend(TestUserFormSchema, { name: TestUserNameSchema });

function rowsOf(map: Record<string, string>): KeyValueRow[] {
  return Object.entries(map).map(([key, value]) => ({ key, value }));
}

function mapOf(rows: readonly KeyValueRow[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    // The first row of a name counts, as the form flags the second.
    if (key !== '' && !(key in map)) map[key] = row.value;
  }
  return map;
}

/** Form values for a user (and the name it is saved under). */
export function toFormValues(user: TestUser = emptyTestUser(), name = ''): TestUserFormValues {
  return {
    ...user,
    name,
    customIDs: rowsOf(user.customIDs),
    custom: rowsOf(user.custom),
    segments: [...user.segments],
  };
}

/** The user the form describes, as typed so far: rows without a name are left out. */
export function toTestUser(values: TestUserFormValues): TestUser {
  return {
    userID: values.userID,
    email: values.email,
    country: values.country,
    ip: values.ip,
    appVersion: values.appVersion,
    browserName: values.browserName,
    browserVersion: values.browserVersion,
    osName: values.osName,
    osVersion: values.osVersion,
    environment: values.environment,
    customIDs: mapOf(values.customIDs),
    custom: mapOf(values.custom),
    segments: values.segments.map((segment) => segment.trim()).filter((segment) => segment !== ''),
  };
}
