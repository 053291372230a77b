// What loads in the frame after a gate's first view, as one file: the editor, and the whole-record check (with zod)
// that the record passes before the editor gets it.
export { GateEditor } from './GateEditor';
export { readWholeGate } from './wholeGate';
