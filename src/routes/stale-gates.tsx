import { createFileRoute } from '@tanstack/react-router';
import { StaleGatesPage } from '../features/gates/stale/StaleGatesPage';

// No loader: the page reads every gate itself, with a progress bar and Cancel.
export const Route = createFileRoute('/stale-gates')({ component: StaleGatesPage });
