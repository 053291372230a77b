import { downloadFile } from '../../../ui/downloadFile';
import type { ExportSink } from './writeAuditExport';

/** The File System Access API's save picker (Chromium); absent elsewhere, and not in TypeScript's DOM types. */
type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

interface ExportFile {
  name: string;
  type: string;
  extension: string;
  description: string;
}

function savePicker(): SaveFilePicker | undefined {
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(window) : undefined;
}

/** Writes straight to the file the person picked: each page goes to disk as it is read. */
async function fileSink(picker: SaveFilePicker, file: ExportFile): Promise<ExportSink> {
  const handle = await picker({
    suggestedName: file.name,
    types: [{ description: file.description, accept: { [file.type]: [file.extension] } }],
  });
  const writable = await handle.createWritable();
  return {
    write: (text) => writable.write(text),
    close: () => writable.close(),
    // Aborting a writable discards what was written: the file the person picked is left as it was.
    abort: () => writable.abort(),
  };
}

/**
 * The fallback where there is no save picker: a download built from one Blob per page. It holds the encoded text
 * written so far (which the browser may keep outside the page's memory), never the entries themselves, and hands the
 * file over only once every page is written.
 */
function downloadSink(file: ExportFile): ExportSink {
  let parts: Blob[] = [];
  return {
    write: (text) => {
      parts.push(new Blob([text], { type: file.type }));
      return Promise.resolve();
    },
    close: () => {
      downloadFile(file.name, new Blob(parts, { type: file.type }));
      parts = [];
      return Promise.resolve();
    },
    abort: () => {
      parts = [];
      return Promise.resolve();
    },
  };
}

/**
 * Where the export goes: the file picked in the browser's save dialog where it has one, else a download. Call it
 * straight from the click, since the dialog needs the click's user activation. Dismissing the dialog rejects with an
 * `AbortError`.
 */
export async function openExportSink(file: ExportFile): Promise<{ sink: ExportSink; where: 'file' | 'download' }> {
  const picker = savePicker();
  if (picker === undefined) return { sink: downloadSink(file), where: 'download' };
  return { sink: await fileSink(picker, file), where: 'file' };
}
