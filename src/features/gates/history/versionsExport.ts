import type { Gate } from '../../../contract/gate';
import { boundedJson } from '../../../ui/boundedJson';

/** The file an auditor attaches to a ticket: which gate, when it was exported, and every version, newest first. */
export interface VersionsExport {
  gateId: string;
  exportedAt: string;
  versionCount: number;
  versions: Gate[];
}

/** The export's name and JSON text; the time is part of the name so two exports never overwrite each other. */
export function versionsExportFile(
  gateId: string,
  versions: readonly Gate[],
  now: Date,
): { name: string; text: string } {
  const content: VersionsExport = {
    gateId,
    exportedAt: now.toISOString(),
    versionCount: versions.length,
    versions: [...versions],
  };
  const stamp = content.exportedAt.replace(/[:.]/g, '-');
  const safeId = gateId.replace(/[^\w.-]+/g, '_');
  return { name: `${safeId}-versions-${stamp}.json`, text: `${boundedJson(content, { indent: 2 })}\n` };
}
