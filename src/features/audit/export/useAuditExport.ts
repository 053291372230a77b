import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../ui/errorStatus';
import { type AuditExportFormat, exportFileOf } from './auditExportRows';
import { openExportSink } from './exportSinks';
import { type AuditPageSource, type ExportProgress, writeAuditExport } from './writeAuditExport';

export type AuditExportState =
  | { status: 'idle' }
  | ({ status: 'running'; format: AuditExportFormat; totalItems: number | undefined } & ExportProgress)
  | ({ status: 'done'; fileName: string; where: 'file' | 'download'; incomplete: string[] } & ExportProgress)
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Runs one export at a time over `source`: its progress, Cancel, and how it ended. Leaving the page cancels it. */
export function useAuditExport(source: AuditPageSource) {
  const [state, setState] = useState<AuditExportState>({ status: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const start = async (format: AuditExportFormat) => {
    if (running.current !== undefined) return;
    const controller = new AbortController();
    running.current = controller;
    const file = exportFileOf(format, new Date());
    const incomplete: string[] = [];
    let totalItems: number | undefined;
    try {
      // First, while the click's user activation lasts: the save dialog needs it.
      const { sink, where } = await openExportSink(file);
      setState({ status: 'running', format, totalItems, entries: 0, pages: 0 });
      const pages = source({
        signal: controller.signal,
        onTotal: (total) => {
          totalItems = total;
        },
        onIncomplete: (reason) => incomplete.push(reason),
      });
      const done = await writeAuditExport(pages, format, sink, {
        start: file.start,
        signal: controller.signal,
        onProgress: (progress) => {
          setState({ status: 'running', format, totalItems, ...progress });
        },
      });
      setState({ status: 'done', fileName: file.name, where, incomplete, ...done });
    } catch (error) {
      // Cancel, or the save dialog dismissed: no file, and nothing to report as a failure.
      if (controller.signal.aborted || isAbort(error)) setState({ status: 'cancelled' });
      else setState({ status: 'failed', message: errorMessage(error) });
    } finally {
      running.current = undefined;
    }
  };

  const cancel = () => {
    running.current?.abort();
  };
  return { state, start, cancel };
}
