import type { Gate } from '../../../contract/gate';
import { diffGates } from '../../gate-diff/diffGates';
import { summarizeDiff } from '../../gate-diff/summarizeDiff';
import { restoredFrom } from './restoredFrom';

/**
 * What a version changed against the one before it, in one line ("rule 'Beta' 10% → 50%; tags changed"), led by
 * "restored from version 13" when its content is that of an older listed version. `older` is the versions listed
 * before it, newest first; the oldest version has nothing before it: it created the gate.
 */
export function summarizeVersion(version: Gate, older: readonly Gate[]): string {
  const [predecessor] = older;
  if (predecessor === undefined) return version.version === 1 ? 'gate created' : 'earliest version listed';
  const changes = summarizeDiff(diffGates(predecessor, version));
  const restored = restoredFrom(version, older);
  return restored === undefined ? changes : `Restored from version ${String(restored.version ?? '?')}: ${changes}`;
}

/** The position of a version in a newest-first listing, or -1. */
function indexOf(versions: readonly Gate[], version: number): number {
  return versions.findIndex((gate) => gate.version === version);
}

/** A version by its number in a listing. */
export function findVersion(versions: readonly Gate[], version: number): Gate | undefined {
  return versions[indexOf(versions, version)];
}

/** The version listed just before `version` in time (the next one in a newest-first listing). */
export function predecessorOf(versions: readonly Gate[], version: number): Gate | undefined {
  const index = indexOf(versions, version);
  return index < 0 ? undefined : versions[index + 1];
}

/**
 * The version in effect at `millis`: the one whose lastModifiedTime is the latest at or before it; undefined when
 * the gate did not exist yet. Versions without a time are skipped.
 */
export function versionAt(versions: readonly Gate[], millis: number): Gate | undefined {
  let best: Gate | undefined;
  for (const gate of versions) {
    const time = gate.lastModifiedTime;
    if (time === undefined || time > millis) continue;
    if (best?.lastModifiedTime === undefined || time > best.lastModifiedTime) best = gate;
  }
  return best;
}

/** The timeline page (of `limit` rows, newest first) on which a version is listed; 1 when it is not listed. */
export function pageOfVersion(versions: readonly Gate[], version: number, limit: number): number {
  const index = indexOf(versions, version);
  return index < 0 ? 1 : Math.floor(index / limit) + 1;
}
