import { lazy } from 'react';
import { factsCode } from './gatePageCode';

// The facts column (owner, created and modified, review, monitoring, record) is not what a reader opens a gate for
// first: its code loads beside the editor's, after the rules have painted.
export const LazyGateFacts = lazy(() => factsCode.load().then(({ GateFacts }) => ({ default: GateFacts })));
