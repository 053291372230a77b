// Measurements taken inside the page, so no round trip between Node and the browser is counted in them.
import type { Page } from '@playwright/test';

interface FirstRule {
  /** From navigation start to the frame after the first rule was put on the page. */
  firstRuleMs: number;
  /** From navigation start to the frame after the list held every rule (its items say so in aria-setsize). */
  allRulesMs: number;
  /** From navigation start to the end of the rules response. */
  rulesResponseMs: number;
  rulesBytes: number;
}

interface Marks {
  firstRuleMs?: number;
  allRulesMs?: number;
}

const marked = new WeakSet<Page>();

/** Stamps, in every document of the page, when the first rule and when all `ruleCount` rules were on screen. */
async function markRuleTimes(page: Page, ruleCount: number): Promise<void> {
  if (marked.has(page)) return;
  marked.add(page);
  await page.addInitScript((count: number) => {
    const marks: Marks = {};
    (window as unknown as { benchMarks: Marks }).benchMarks = marks;
    // The frame that paints a change runs after the mutation: stamp the time once it has.
    const stampAfterPaint = (key: keyof Marks) => {
      requestAnimationFrame(() => {
        setTimeout(() => {
          marks[key] = performance.now();
        }, 0);
      });
    };
    const observer = new MutationObserver(() => {
      const first = document.querySelector('[role="listitem"][aria-posinset="1"]');
      if (first === null) return;
      if (marks.firstRuleMs === undefined && !('firstSeen' in marks)) {
        Object.assign(marks, { firstSeen: true });
        stampAfterPaint('firstRuleMs');
      }
      if (first.getAttribute('aria-setsize') === String(count)) {
        observer.disconnect();
        stampAfterPaint('allRulesMs');
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-setsize'] });
  }, ruleCount);
}

/** Loads `url` afresh and reports when its first rule and all its rules showed, and the rules responses' timing. */
export async function firstRuleVisibleMs(page: Page, url: string, ruleCount: number): Promise<FirstRule> {
  await markRuleTimes(page, ruleCount);
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { benchMarks: Marks }).benchMarks.allRulesMs !== undefined,
    null,
    {
      timeout: 120_000,
    },
  );
  return page.evaluate(() => {
    // The largest rules response is the one with every rule (the first page is small).
    const rules = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/rules?'))
      .sort((a, b) => b.decodedBodySize - a.decodedBodySize)[0];
    const marks = (window as unknown as { benchMarks: Marks }).benchMarks;
    return {
      firstRuleMs: marks.firstRuleMs ?? NaN,
      allRulesMs: marks.allRulesMs ?? NaN,
      rulesResponseMs: rules?.responseEnd ?? NaN,
      rulesBytes: rules?.decodedBodySize ?? NaN,
    };
  });
}

/** Types `query` into the rule search in one input event and times until the match count for it is painted. */
export async function searchLatencyMs(page: Page, query: string): Promise<number> {
  const box = page.getByRole('searchbox', { name: 'Search rules' });
  await box.fill('');
  await page.waitForTimeout(300);
  return box.evaluate(
    (input, text) =>
      new Promise<number>((resolve) => {
        // React listens for input events and reads the value through the prototype's setter it tracks.
        const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
        if (descriptor?.set === undefined) {
          resolve(NaN);
          return;
        }
        const setValue = descriptor.set.bind(input);
        const started = performance.now();
        const done = () => {
          const statuses = [...document.querySelectorAll('[role="status"]')];
          if (!statuses.some((status) => status.textContent.includes(`“${text}”`))) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            setTimeout(() => {
              resolve(performance.now() - started);
            }, 0);
          });
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setValue(text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
}
