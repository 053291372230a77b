import { type ComponentProps, use } from 'react';
import type { GateEditor as Editor } from './GateEditor';
import type { GateFacts as Facts } from './GateFacts';
import { editorCode, factsCode } from './gatePageCode';

// Not React.lazy: a lazy component shows its fallback for one round even when its code is already here (a page written
// whole has it before its first render), and switching between it and the loaded component would mount the part
// again. These are the same component either way, and suspend only while the code is still on its way.

/** The editor, from its code (gatePageCode.ts). */
export function LoadedGateEditor(props: ComponentProps<typeof Editor>) {
  const { GateEditor } = editorCode.current() ?? use(editorCode.load());
  return <GateEditor {...props} />;
}

/** The facts column (owner, created and modified, review, monitoring, record), from its code. */
export function LoadedGateFacts(props: ComponentProps<typeof Facts>) {
  const { GateFacts } = factsCode.current() ?? use(factsCode.load());
  return <GateFacts {...props} />;
}
