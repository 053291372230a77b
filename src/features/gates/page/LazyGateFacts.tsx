import { lazy } from 'react';

// The facts column (owner, created and modified, review, monitoring, record; Mantine's DataList and List) is not
// what a reader opens a gate for first: its code loads beside the editor's, after the rules have painted.
export const LazyGateFacts = lazy(() => import('./GateFacts').then(({ GateFacts }) => ({ default: GateFacts })));
