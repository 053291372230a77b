import { startTransition, useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { gateDetailKey, refuseGateView } from '../../../client/queries/gateViewQuery';
import type { Gate } from '../../../contract/gate';
import type { GateView } from '../../../contract/gateView';
import { editorCode } from './useLazyEditor';

type Read = { gate: Gate; error?: undefined } | { gate?: undefined; error: Error };

function readWhole(view: GateView): Read | undefined {
  const code = editorCode.current();
  if (code === undefined) return undefined;
  try {
    return { gate: code.readWholeGate(view) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * The gate read whole by the gate schema, once `wanted` (the frame after the first view) and the editor's code (which
 * brings the schema) is here; until then undefined. From then on it follows the whole record's cache entry, where
 * saves put the gate they get back. A record the schema refuses is thrown, for the route's error view, as its read
 * would have failed before the first view; its read is marked refused so that Retry asks the server again.
 */
export function useWholeGate(gateId: string, view: GateView, viewUpdatedAt: number, wanted: boolean): Gate | undefined {
  const client = useQueryClient();
  const [loaded, setLoaded] = useState(() => editorCode.current() !== undefined);
  const [loadFailure, setLoadFailure] = useState<Error>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    editorCode.load().then(
      () => {
        // A transition, so the first view stays until the editor it makes way for can render.
        if (!current) return;
        startTransition(() => {
          setLoaded(true);
        });
      },
      (error: unknown) => {
        // As a failed import of the editor showed before: the route's error view, whose Retry imports it again.
        if (current) setLoadFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);

  const read = useMemo(() => (loaded ? readWhole(view) : undefined), [loaded, view]);
  const whole = useQuery<Gate>({ queryKey: gateDetailKey(gateId), queryFn: skipToken });
  const wholeIsNewer = whole.data !== undefined && whole.dataUpdatedAt >= viewUpdatedAt;

  useEffect(() => {
    if (read?.gate === undefined || wholeIsNewer) return;
    client.setQueryData(gateDetailKey(gateId), read.gate, { updatedAt: viewUpdatedAt });
  }, [client, gateId, read, viewUpdatedAt, wholeIsNewer]);
  if (loadFailure !== undefined) throw loadFailure;
  if (read?.error !== undefined) {
    refuseGateView(view);
    throw read.error;
  }
  return wholeIsNewer ? whole.data : read?.gate;
}
