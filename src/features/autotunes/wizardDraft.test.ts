import { beforeEach, describe, expect, it } from 'vitest';
import { autotuneWizardSchema } from './wizardSchema';
import { clearWizardProgress, emptyDraft, loadWizardProgress, saveWizardProgress } from './wizardDraft';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('wizard draft', () => {
  it('starts at the first step with two variants and the usual windows chosen', () => {
    const progress = loadWizardProgress(storage);
    expect(progress.step).toBe(0);
    expect(progress.draft.variants).toHaveLength(2);
    expect(progress.draft.explorationWindow).toBe('24hr');
  });

  it('needs only a name and a success event to become a valid body', () => {
    const result = autotuneWizardSchema.safeParse({ ...emptyDraft(), name: 'My test', successEvent: 'purchase' });
    expect(result.success).toBe(true);
  });

  it('comes back after a reload exactly as typed, invalid values included', () => {
    const draft = { ...emptyDraft(), name: 'Half typed', variants: [{ name: 'A', json: '{"a":', size: '' }] };
    saveWizardProgress({ step: 1, draft }, storage);
    expect(loadWizardProgress(storage)).toEqual({ step: 1, draft });
  });

  it('spells stored windows the way the selects offer them, and keeps a value that is not allowed', () => {
    const saved = {
      ...emptyDraft(),
      explorationWindow: '168hrs',
      attributionWindow: '24hr',
      attributionWindowUnit: 'min',
    };
    saveWizardProgress({ step: 2, draft: saved }, storage);
    expect(loadWizardProgress(storage).draft).toMatchObject({
      explorationWindow: '168hr',
      attributionWindow: '24',
      attributionWindowUnit: 'min',
    });
    saveWizardProgress(
      { step: 2, draft: { ...saved, attributionWindow: '3hr', attributionWindowUnit: null } },
      storage,
    );
    expect(loadWizardProgress(storage).draft.attributionWindow).toBe('3hr');
  });

  it('keeps the readable fields of a damaged draft and defaults the rest', () => {
    storage.setItem(
      'gatehouse.autotuneWizard',
      JSON.stringify({ step: 9, draft: { name: 'Kept', variants: 'oops', isContextual: 'yes' } }),
    );
    const progress = loadWizardProgress(storage);
    expect(progress.step).toBe(0);
    expect(progress.draft.name).toBe('Kept');
    expect(progress.draft.variants).toEqual(emptyDraft().variants);
    expect(progress.draft.isContextual).toBe(false);
  });

  it('starts fresh when the stored text is not JSON, and after clearing', () => {
    storage.setItem('gatehouse.autotuneWizard', '{');
    expect(loadWizardProgress(storage).draft).toEqual(emptyDraft());
    saveWizardProgress({ step: 2, draft: { ...emptyDraft(), name: 'x' } }, storage);
    clearWizardProgress(storage);
    expect(loadWizardProgress(storage)).toEqual({ step: 0, draft: emptyDraft() });
  });
});
