// `node --import tsx e2e/seedDataDir.ts <dir>`: seeds the browser tests' data set into <dir>, the way the global setup
// does when nobody did it before Playwright started. `npm test` runs it beside eslint (scripts/test.ts), so the
// browser tests do not start with one core seeding and the other idle.
import { pathToFileURL } from 'node:url';
import { openEmbeddedStore } from '../src/server/http/openEmbeddedStore';

/** The server's own first-start path, closed cleanly so the copy is one self-contained database file. */
export function seedDataDir(dir: string): void {
  openEmbeddedStore(dir).db.close();
}

const [, script, dir] = process.argv;
if (script !== undefined && import.meta.url === pathToFileURL(script).href && dir !== undefined) seedDataDir(dir);
