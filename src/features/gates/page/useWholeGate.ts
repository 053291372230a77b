import { use, useEffect, useMemo } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { gateDetailKey, refuseGateView } from '../../../client/queries/gateViewQuery';
import type { Gate } from '../../../contract/gate';
import type { GateView } from '../../../contract/gateView';
import { editorCode } from './gatePageCode';

type Read = { gate: Gate; error?: undefined } | { gate?: undefined; error: Error };

function readWhole(readWholeGate: (view: GateView) => Gate, view: GateView): Read {
  try {
    return { gate: readWholeGate(view) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * The gate read whole by the gate schema once `wanted` (the frame after the first view); until then undefined. The
 * schema comes with the editor's code, which the page waits for here: `wanted` turns true in a transition, so the
 * first view stays on screen until the editor can replace it in one commit. From then on it follows the whole
 * record's cache entry, where saves put the gate they get back. A record the schema refuses is thrown, for the
 * route's error view, as its read would have failed before the first view; it is marked refused so that Retry asks
 * the server again. A failed import of the editor's code is thrown the same way, and Retry imports it again.
 */
export function useWholeGate(gateId: string, view: GateView, viewUpdatedAt: number, wanted: boolean): Gate | undefined {
  const client = useQueryClient();
  const whole = useQuery<Gate>({ queryKey: gateDetailKey(gateId), queryFn: skipToken });
  const wholeIsNewer = whole.data !== undefined && whole.dataUpdatedAt >= viewUpdatedAt;
  const code = wanted ? (editorCode.current() ?? use(editorCode.load())) : undefined;
  const read = useMemo(
    () => (code === undefined || wholeIsNewer ? undefined : readWhole(code.readWholeGate, view)),
    [code, view, wholeIsNewer],
  );

  useEffect(() => {
    if (read?.gate === undefined) return;
    client.setQueryData(gateDetailKey(gateId), read.gate, { updatedAt: viewUpdatedAt });
  }, [client, gateId, read, viewUpdatedAt]);
  if (read?.error !== undefined) {
    refuseGateView(view);
    throw read.error;
  }
  return wholeIsNewer ? whole.data : read?.gate;
}
