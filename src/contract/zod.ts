// The one zod import of the project. zod/mini has functions where zod classic has methods, so the bundler keeps only
// the parts the schemas use: classic cost the first page about 15 KB gzip of code no schema called.
// zod/mini ships no messages of its own; English is set here so the server's 400s and the forms read as before.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
