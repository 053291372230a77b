// `npm run bench [section ...]`: runs the benchmarks and prints one table of figures. Build first (`npm run build`).
// Sections: bundle, pages (page loads and Lighthouse, about two minutes), server (about two minutes: it seeds up to a
// million events), gates (the gates list filtered and sorted at 10,000 gates, about 40 seconds), events (10,000 event
// rows in Chromium, about two minutes), configs (a dynamic config of 20,000 rules in Chromium), typing (input latency
// in the gate of 200 rules), audit (the audit log's pages at a million entries, several minutes), evaluation ("Test a
// user" in Node and Chromium), static (how soon the server answers the files a first page asks for at once). No
// section named runs them all.
import { auditLogBench } from './bench/auditLogBench';
import type { BenchRow } from './bench/benchRow';
import { bundleBench } from './bench/bundleBench';
import { dynamicConfigBench } from './bench/dynamicConfigBench';
import { evaluationBench } from './bench/evaluationBench';
import { eventRowsBench } from './bench/eventRowsBench';
import { gateListBench } from './bench/gateListBench';
import { pageLoadBench } from './bench/pageLoadBench';
import { serverBench } from './bench/serverBench';
import { staticFilesBench } from './bench/staticFilesBench';
import { typingLatencyBench } from './bench/typingLatencyBench';

const SECTIONS: Record<string, () => Promise<BenchRow[]> | BenchRow[]> = {
  bundle: () => bundleBench(),
  pages: () => pageLoadBench(),
  server: () => serverBench(),
  static: () => staticFilesBench(),
  gates: () => gateListBench(),
  events: () => eventRowsBench(),
  configs: () => dynamicConfigBench(),
  typing: () => typingLatencyBench(),
  audit: () => auditLogBench(),
  evaluation: () => evaluationBench(),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}.`);
  process.exit(2);
}

const rows: BenchRow[] = [];
for (const [name, run] of Object.entries(SECTIONS)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  console.error(`Running ${name}…`);
  rows.push(...(await run()));
}
console.log(`Gatehouse benchmarks, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
console.table(rows);
