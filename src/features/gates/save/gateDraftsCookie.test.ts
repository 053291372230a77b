// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { GATE_DRAFTS_COOKIE, gatesWithDrafts } from '../../../contract/firstView';
import { clearGateDraft, saveGateDraft } from './gateDraft';

const listed = () =>
  gatesWithDrafts(
    document.cookie
      .split('; ')
      .find((cookie) => cookie.startsWith(`${GATE_DRAFTS_COOKIE}=`))
      ?.slice(GATE_DRAFTS_COOKIE.length + 1),
  );

// Other test files in this worker save drafts too (the environment is shared): each test starts from none.
beforeEach(() => {
  document.cookie = `${GATE_DRAFTS_COOKIE}=; Path=/; Max-Age=0`;
  sessionStorage.clear();
});

describe('the drafts cookie', () => {
  it('lists the gates this browser keeps a draft of, and forgets each once its draft goes', () => {
    const draft = { baseVersion: 3, savedAt: 1, values: { name: 'x' } };
    saveGateDraft('search_ranking_v3', draft);
    saveGateDraft('checkout|apple pay%', draft);
    saveGateDraft('search_ranking_v3', draft);
    expect([...listed()]).toEqual(['search_ranking_v3', 'checkout|apple pay%']);

    clearGateDraft('search_ranking_v3');
    expect([...listed()]).toEqual(['checkout|apple pay%']);
    clearGateDraft('checkout|apple pay%');
    expect(document.cookie).not.toContain(GATE_DRAFTS_COOKIE);
  });

  it('reads nothing from a value that is not its own', () => {
    expect([...gatesWithDrafts('%E0%A4%A|a%7Cb|')]).toEqual(['a|b']);
    expect(gatesWithDrafts(undefined).size).toBe(0);
  });
});
