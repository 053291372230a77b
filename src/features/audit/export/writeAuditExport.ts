import type { AuditEntry } from '../../../contract/auditLog';
import { type AuditExportFormat, pageText } from './auditExportRows';

/** Where an export's text goes: a file on disk, or the parts of a download. */
export interface ExportSink {
  write: (text: string) => Promise<void>;
  /** The export is whole: keep the file (or start the download). */
  close: () => Promise<void>;
  /** The export stopped: keep nothing. */
  abort: () => Promise<void>;
}

/** Where the log comes from, one page at a time, so an export never needs the whole log in memory. */
export interface AuditPageSourceOptions {
  signal: AbortSignal;
  /** The server's count of matching entries, when it tells one, for the progress bar. */
  onTotal?: (totalItems: number | undefined) => void;
  /** Why the file may lack entries (a server whose paging cannot be trusted further, unreadable entries). */
  onIncomplete?: (reason: string) => void;
}
export type AuditPageSource = (options: AuditPageSourceOptions) => AsyncIterable<readonly AuditEntry[]>;

export interface ExportProgress {
  entries: number;
  pages: number;
}

/**
 * Writes each page of `pages` to `sink` as soon as it is read and asks for the next only once it is written, so no
 * more than one page is held beside the file. Aborting `signal` stops the reading (no further page is asked for),
 * drops what was written and rejects with the signal's reason; any failure drops it too.
 */
export async function writeAuditExport(
  pages: AsyncIterable<readonly AuditEntry[]>,
  format: AuditExportFormat,
  sink: ExportSink,
  options: { start: string; signal: AbortSignal; onProgress?: (progress: ExportProgress) => void },
): Promise<ExportProgress> {
  const { start, signal, onProgress } = options;
  const progress: ExportProgress = { entries: 0, pages: 0 };
  try {
    signal.throwIfAborted();
    if (start !== '') await sink.write(start);
    // Leaving the loop by a throw ends the source too (its `return()`), so it reads nothing more.
    for await (const page of pages) {
      signal.throwIfAborted();
      await sink.write(pageText(format, page));
      progress.entries += page.length;
      progress.pages += 1;
      onProgress?.({ ...progress });
      signal.throwIfAborted();
    }
    await sink.close();
    return progress;
  } catch (error) {
    await sink.abort().catch(() => undefined);
    throw error;
  }
}
