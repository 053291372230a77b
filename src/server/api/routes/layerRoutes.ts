import type { Hono } from 'hono';
import type { Layer } from '../../../contract/layer';
import { API_BASE_PATH } from '../../../contract/paths';
import { listCreatedRecords } from '../../store/createdRecordStore';
import { allowOnly } from '../allowOnly';
import type { ApiDeps } from '../apiDeps';
import { pagedJson, readPaging, windowOf } from '../paging';

const LAYERS = `${API_BASE_PATH}/layers`;

/** `GET /layers`. */
export function registerLayerRoutes(app: Hono, { db }: ApiDeps): void {
  app.get(LAYERS, (c) => {
    const paging = readPaging(c);
    return pagedJson(
      c,
      'Layers listed successfully',
      paging,
      listCreatedRecords<Layer>(db, 'layers', windowOf(paging)),
    );
  });
  allowOnly(app, LAYERS, ['GET']);
}
