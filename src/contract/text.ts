import * as z from './zod';

// C0 controls, DEL and C1 controls: invisible in the console, and NUL truncates text in many tools and logs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Descriptions are prose: tab, line feed and carriage return are the only controls they keep.
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_PROSE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A check refusing control characters (NUL included) in an id, a name, a tag or an id type. */
export const noControlCharacters = (label: string) =>
  z.refine<string>((text) => !CONTROL.test(text), {
    error: `${label} must not contain control characters (such as NUL or line breaks)`,
  });

/** The same for a description: line breaks and tabs are allowed, other control characters are not. */
export const noControlCharactersInProse = (label: string) =>
  z.refine<string>((text) => !CONTROL_IN_PROSE.test(text), {
    error: `${label} must not contain control characters other than line breaks and tabs`,
  });

/** A short piece of text that names something: any characters but control ones. */
export const plainTextSchema = (label: string) => z.string().check(noControlCharacters(label));

/** A label of a list of tags: trimmed, not empty, no control characters. */
export const labelSchema = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: `${label} must not be empty` }), noControlCharacters(label));

/**
 * A list of tags (or similar labels), each stored once in the order first given: a repeated tag is dropped rather
 * than refused, since it can only be a slip and the intent is clear.
 */
export const uniqueListSchema = (item: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.array(item),
    z.transform((labels: string[]) => [...new Set(labels)]),
  );
