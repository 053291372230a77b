import type { Context } from 'hono';
import type { PagingQuery } from '../../../contract/paging';
import type { Database } from '../../store/db';
import { listGateVersionNumbers, readGateVersionText } from '../../store/gateStore';
import { storedRecordProblem } from '../../store/page';
import { paginationOf, windowOf } from '../paging';

const encoder = new TextEncoder();

/**
 * A page of a gate's versions, written record by record: each pull reads one stored version and writes its text
 * as it is (checked, not re-serialised), so a page of 100 large versions (at most 100 × the gate record cap) never
 * holds the event loop for the whole page, and other requests are served between records. A version that cannot
 * be read is left out and listed in `unreadable` as `<gate id>@<version>`.
 */
export function gateVersionsPage(c: Context, db: Database, id: string, paging: PagingQuery): Response {
  const { versions, total } = listGateVersionNumbers(db, id, windowOf(paging));
  const pagination = paginationOf(c, paging, total);
  const unreadable: string[] = [];
  let next = 0;
  let written = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`{"message":"Gate versions listed successfully","data":[`));
    },
    pull(controller) {
      const version = versions[next];
      next += 1;
      if (version === undefined) {
        const tail = unreadable.length > 0 ? `,"unreadable":${JSON.stringify(unreadable)}` : '';
        controller.enqueue(encoder.encode(`],"pagination":${JSON.stringify(pagination)}${tail}}`));
        controller.close();
        return;
      }
      const text = readGateVersionText(db, id, version);
      if (text === undefined) return;
      if (storedRecordProblem(text) !== undefined) {
        unreadable.push(`${id}@${String(version)}`);
        return;
      }
      controller.enqueue(encoder.encode(written === 0 ? text : `,${text}`));
      written += 1;
    },
  });
  return c.body(stream, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
