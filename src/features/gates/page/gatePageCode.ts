import { loadOnce } from '../../../ui/loadOnce';

// The parts of a gate's page that load after its first view: the editor (react-hook-form, drag and drop, the combobox
// inputs, the save flow) with the gate schema that reads the record whole, and the facts column (Mantine's DataList
// and List). Apart from the page's own code, so the router's loader can name them without pulling the page in.
export const editorCode = loadOnce(() => import('./editorModule'));
export const factsCode = loadOnce(() => import('./GateFacts'));

/**
 * The whole page's code: a page written whole (on the server, or over the server's view in the browser) renders the
 * editor and the facts in its first render, with no read-only view before them.
 */
export function loadWholeGatePageCode(): Promise<unknown> {
  return Promise.all([editorCode.load(), factsCode.load()]);
}
