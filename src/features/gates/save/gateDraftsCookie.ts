import { GATE_DRAFTS_COOKIE, gateDraftsValue, gatesWithDrafts } from '../../../contract/firstView';

function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * Tells the server whether this browser keeps a draft of the gate (GATE_DRAFTS_COOKIE), so that it leaves the gate's
 * page to the browser: its own render would paint the saved values, and the draft would then move the lines below.
 */
export function noteGateDraft(gateId: string, kept: boolean): void {
  if (typeof document === 'undefined') return;
  const ids = gatesWithDrafts(cookieValue(GATE_DRAFTS_COOKIE));
  if (ids.has(gateId) === kept) return;
  if (kept) ids.add(gateId);
  else ids.delete(gateId);
  // A session cookie, like the drafts in sessionStorage; only this site's pages need it.
  document.cookie =
    ids.size === 0
      ? `${GATE_DRAFTS_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
      : `${GATE_DRAFTS_COOKIE}=${gateDraftsValue(ids)}; Path=/; SameSite=Strict`;
}
