import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, PaginationSchema, recordEnvelope } from './envelope';
import { readErrorBody, readPagination, readRecordEnvelope } from './envelopeCheck';
import * as z from './zod';

// Each plain check must read what the zod schema of the same answer reads, and refuse what it refuses.
const paginations: unknown[] = [
  { itemsPerPage: 20, pageNumber: 2, nextPage: '?page=3&limit=20', previousPage: '?page=1', all: '' },
  { itemsPerPage: 20, pageNumber: 1, totalItems: 41, nextPage: null, previousPage: null, statusCounts: { a: 1 } },
  { itemsPerPage: 20, pageNumber: 1 },
  { itemsPerPage: 20 },
  { itemsPerPage: '20', pageNumber: 1 },
  { itemsPerPage: 20, pageNumber: 1.5 },
  { itemsPerPage: 20, pageNumber: 1, totalItems: -1 },
  { itemsPerPage: 20, pageNumber: 1, totalItems: 2 ** 60 },
  { itemsPerPage: 20, pageNumber: 1, nextPage: 3 },
  { itemsPerPage: 20, pageNumber: 1, all: null },
  null,
  [],
  'page 1',
  undefined,
];

const errorBodies: unknown[] = [
  { status: 400, message: 'Bad', errors: [{ path: 'name', message: 'Too short' }] },
  { message: 'Bad', errors: [{ property: 'name', errorMessage: 'too short' }] },
  {
    message: 'Bad',
    errors: [
      { path: 'name', message: 'Too short', extra: 1 },
      { property: 'a', errorMessage: 'b' },
    ],
  },
  { message: 'Bad', errors: [{ path: 'name' }] },
  { message: 'Bad', errors: 'name is wrong' },
  { message: 'Bad', status: '400' },
  { message: 'Bad', status: 400.5 },
  { message: 'Bad', errors: [] },
  { status: 500 },
  { message: 42 },
  'Internal error',
  null,
  [{ message: 'Bad' }],
];

describe('the plain envelope checks agree with the zod schemas', () => {
  it.each(paginations.map((value) => [value === undefined ? 'undefined' : JSON.stringify(value), value]))(
    'pagination %s',
    (_, value) => {
      const schema = PaginationSchema.safeParse(value);
      expect(readPagination(value)).toEqual(schema.success ? schema.data : undefined);
    },
  );

  it.each(errorBodies.map((value) => [JSON.stringify(value), value]))('error body %s', (_, value) => {
    const schema = ErrorBodySchema.safeParse(value);
    expect(readErrorBody(value)).toEqual(schema.success ? schema.data : undefined);
  });

  const data = z.looseObject({ id: z.string(), rules: z.array(z.looseObject({ name: z.string() })) });
  const envelopes: unknown[] = [
    { message: 'ok', data: { id: 'a', rules: [] } },
    { message: 'ok', data: { id: 'a', rules: [{ name: 1 }] } },
    { message: 'ok', data: [] },
    { message: 'ok' },
    { data: { id: 'a', rules: [] } },
    { message: 7, data: { id: 3, rules: [] } },
    [],
    null,
    'ok',
  ];
  it.each(envelopes.map((value) => [JSON.stringify(value), value]))('record envelope %s', (_, value) => {
    const schema = recordEnvelope(data).safeParse(value);
    const plain = readRecordEnvelope(value, data);
    expect(plain.success).toBe(schema.success);
    if (plain.success && schema.success) expect(plain.data.data).toEqual(schema.data.data);
    if (!plain.success && !schema.success) {
      const first = schema.error.issues[0];
      const issue = plain.error.issues[0];
      expect({ path: issue?.path, message: issue?.message }).toEqual({ path: first?.path, message: first?.message });
    }
  });
});
