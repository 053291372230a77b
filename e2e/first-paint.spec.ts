import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { mainNav } from './navigation';

/** Holds every API answer until the returned function is called, so a test sees what paints before the data. */
async function holdApiAnswers(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/console/v1/**', async (route) => {
    await answered;
    await route.continue();
  });
  return release;
}

/**
 * Lets the first render wait as long as it takes for the opened page's first view (firstViewWaitMs), so a test of
 * what paints with it does not depend on whether a loaded machine serves the page within the default's moment.
 */
async function firstRenderWaitsForFirstView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { gatehouseFirstViewWaitMs: 60_000 });
  });
}

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

// A slow API must not keep the page blank: the frame and a loading skeleton paint first, then the rows.
test('with a slow API the frame and a skeleton paint before the data, and scripts arrive compressed', async ({
  connectedPage: page,
}) => {
  const release = await holdApiAnswers(page);
  const scriptEncodings: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scriptEncodings.push(response.headers()['content-encoding'] ?? 'none');
  });

  await page.goto('/layers');
  await expect(mainNav(page).getByRole('link', { name: 'Layers', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // A list page's own header paints with the frame, before its script and rows.
  await expect(page.getByRole('heading', { level: 1, name: 'Layers', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(1);
  await expectNoViolations(page);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Layers', exact: true })).toBeVisible();
  await expect
    .poll(() => page.getByRole('main').getByRole('table').first().getByRole('row').count())
    .toBeGreaterThan(1);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  // Chromium offers brotli; every script large enough to be worth it comes back encoded.
  expect(scriptEncodings.length).toBeGreaterThan(0);
  expect(scriptEncodings).toContain('br');
});

/** Whether the page's loading view (its heading "Loading page") was ever in the page, however briefly. */
async function watchForLoadingView(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { skeleton: false };
    Object.assign(window, { seenLoading: seen });
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('main h1'))
        if (heading.textContent === 'Loading page') seen.skeleton = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenLoading: { skeleton: boolean } }).seenLoading.skeleton);
}

// A gate's page has no header the frame could paint before the gate arrives: its first render waits for the gate
// (src/firstRender.ts), so the frame and the gate paint together.
test('a gate’s page paints its frame with its gate, never a skeleton', async ({ connectedPage: page }) => {
  await firstRenderWaitsForFirstView(page);
  const seenSkeleton = await watchForLoadingView(page);
  await page.goto('/gates/search_ranking_v3');
  await expect(page.getByText('English-speaking markets')).toBeVisible();
  expect(await seenSkeleton()).toBe(false);
});

// The wait is only a moment: a slow service still gets the frame and a skeleton at once.
test('a gate’s page with a slow API paints the frame and a skeleton first', async ({ connectedPage: page }) => {
  const seenSkeleton = await watchForLoadingView(page);
  const release = await holdApiAnswers(page);
  await page.goto('/gates/search_ranking_v3');
  await expect(mainNav(page).getByRole('link', { name: 'Gates', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  release();
  await expect(page.getByText('English-speaking markets')).toBeVisible();
  expect(await seenSkeleton()).toBe(true);
});

/**
 * Watches the page's main region from the first byte: when `first` is first in its text, whether `other` came with
 * it (in the same change). Read it with `cameWith` once the page has both.
 */
async function watchWhatComesWith(page: Page, first: string, other: string): Promise<void> {
  await page.addInitScript(
    ({ first, other }) => {
      const seen: { cameWith?: boolean } = {};
      Object.assign(window, { seenWith: seen });
      new MutationObserver(() => {
        const text = document.querySelector('main')?.textContent ?? '';
        if (seen.cameWith === undefined && text.includes(first)) seen.cameWith = text.includes(other);
      }).observe(document, { childList: true, subtree: true });
    },
    { first, other },
  );
}

function cameWith(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { seenWith: { cameWith?: boolean } }).seenWith.cameWith);
}

// An event name's page is opened for its events, like a gate's for its gate: its first render waits for them
// (src/firstRender.ts), so its header paints with the histogram and the first rows instead of in a frame of its own.
test('an event name’s page paints its header with its events', async ({ connectedPage: page }) => {
  await firstRenderWaitsForFirstView(page);
  await watchWhatComesWith(page, 'What arrives under this event name', 'per bar');
  await page.goto('/events/page%2Fview');
  await expect(page.getByRole('table', { name: 'Events named page/view' }).getByRole('row')).not.toHaveCount(0);
  expect(await cameWith(page)).toBe(true);
});

// A slow API still gets the frame, the header and a skeleton at once.
test('an event name’s page with a slow API paints its header first', async ({ connectedPage: page }) => {
  const release = await holdApiAnswers(page);
  await page.goto('/events/page%2Fview');
  await expect(page.getByText('What arrives under this event name')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  release();
  await expect(page.getByRole('table', { name: 'Events named page/view' }).getByRole('row')).not.toHaveCount(0);
});

// The rules are below the fold of most screens: a gate's header and settings paint without waiting for them, and
// the rules follow in the next frame (GateFirstView's rulesDrawn).
test('a gate’s page draws its settings before its rules, and the rules follow', async ({ connectedPage: page }) => {
  await watchWhatComesWith(page, 'Id type', 'Internal dogfood');
  await page.goto('/gates/search_ranking_v3');
  await expect(page.getByText('English-speaking markets')).toBeVisible();
  await expect(page.getByText('Rule 1: Internal dogfood')).toBeVisible();
  expect(await cameWith(page)).toBe(false);
});

// The editor's code (148 KB gzip) is asked for after the frame that paints the rules, not while they draw
// (useEditorWanted): fetched and compiled beside them, it competed with them and was counted before them in some cold
// loads.
test('a gate’s page asks for its editor’s code only after the rules’ frame', async ({ connectedPage: page }) => {
  await page.addInitScript(() => {
    const seen: { rulesFrameAt?: number } = {};
    Object.assign(window, { rulesSeen: seen });
    let rulesIn = false;
    new MutationObserver(() => {
      if (rulesIn || !document.querySelector('main')?.textContent.includes('Internal dogfood')) return;
      rulesIn = true;
      requestAnimationFrame(() => {
        seen.rulesFrameAt = performance.now();
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/gates/search_ranking_v3');
  // The settings' name field is editable once the editor has replaced the first view.
  await expect(page.getByRole('region', { name: 'Settings' }).getByRole('textbox', { name: /^Name/ })).toBeEditable();
  const { rulesFrameAt, editorAskedAt } = await page.evaluate(() => ({
    rulesFrameAt: (window as unknown as { rulesSeen: { rulesFrameAt?: number } }).rulesSeen.rulesFrameAt,
    editorAskedAt: performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.startsWith('/assets/editorModule-'))?.startTime,
  }));
  expect(rulesFrameAt).toBeDefined();
  expect(editorAskedAt).toBeDefined();
  expect(editorAskedAt).toBeGreaterThan(rulesFrameAt ?? Infinity);
});

// The colour scheme is marked before React's first render (markColorScheme). Mantine's provider marks it in a layout
// effect, after a first view's own measuring one, and the browser then restyled the whole page before the first paint.
test('a gate’s page marks its colour scheme before its first elements are in the page', async ({
  connectedPage: page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { markOrder: order });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') order.push('mark');
        else if ((record.target as Element).id === 'root' && record.addedNodes.length > 0) order.push('elements');
      }
    }).observe(document, { subtree: true, childList: true, attributeFilter: ['data-mantine-color-scheme'] });
  });
  await page.goto('/gates/search_ranking_v3');
  await expect(page.getByText('English-speaking markets')).toBeVisible();
  const order = await page.evaluate(() => (window as unknown as { markOrder: string[] }).markOrder);
  expect(order.slice(0, 2)).toEqual(['mark', 'elements']);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

// The settings' last fields (tags, review) are below the fold of a 720-pixel window: they follow with the rules. A
// window tall enough to show them gets them in the first frame (GateFirstView's useDrawnWhenOnScreen).
for (const { height, withFirstFrame } of [
  { height: 720, withFirstFrame: false },
  { height: 1200, withFirstFrame: true },
]) {
  test(`a gate’s page in a ${String(height)}-pixel window draws its last settings ${withFirstFrame ? 'with the first' : 'after the first'} frame`, async ({
    connectedPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height });
    await watchWhatComesWith(page, 'Id type', 'Require review');
    await page.goto('/gates/search_ranking_v3');
    await expect(page.getByText('English-speaking markets')).toBeVisible();
    await expect(page.getByText('Require review', { exact: true })).toBeVisible();
    expect(await cameWith(page)).toBe(withFirstFrame);
  });
}

// The header is the largest text of a list page: painted with the frame and never moved, it is the page's largest
// paint long before the rows arrive, and nothing shifts when the page replaces its pending view.
test('a list page paints its real header while it loads, and it stays put when the rows arrive', async ({
  connectedPage: page,
}) => {
  const release = await holdApiAnswers(page);
  await page.goto('/gates');
  const heading = page.getByRole('heading', { level: 1, name: 'Gates', exact: true });
  const description = page.getByText('Search gates, see their status at a glance', { exact: false });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(description).toBeVisible();
  const before = await Promise.all([heading.boundingBox(), description.boundingBox()]);
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: false });
    Object.assign(window, { layoutShifts: shifts });
  });

  release();
  await expect(page.getByRole('table', { name: 'Gates' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await Promise.all([heading.boundingBox(), description.boundingBox()])).toEqual(before);
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.01);
});

// Every page's first frame (navigation, header, the page's header) is in the UI's one font family: a second family
// there (the search button's key caps were in Mantine's monospace) costs the first layout a font lookup.
test('the first frame draws all its text in one font family', async ({ connectedPage: page }) => {
  const release = await holdApiAnswers(page);
  await page.goto('/gates');
  await expect(page.getByRole('heading', { level: 1, name: 'Gates', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  const families = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of document.querySelectorAll('body *')) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (hasText && element.checkVisibility()) used.add(getComputedStyle(element).fontFamily);
    }
    return { used: [...used], body: getComputedStyle(document.body).fontFamily };
  });
  expect(families.used).toEqual([families.body]);
  release();
});

/** The events table before a frame paints: its rows, and where the last of them ends against the window's height. */
interface RowFrame {
  rows: number;
  lastBottom: number;
  windowHeight: number;
}

// The events table starts low on an event name's page (650 px down at 1280 px wide): its first paint holds only the
// rows that reach into the window, and the rest of the first page follows in the next frame, below the fold.
test('an event name’s page paints the rows on screen first, and the rest of the page’s rows after', async ({
  connectedPage: page,
}) => {
  // Before each frame paints: how many rows the events table has, and where the last of them ends.
  await page.addInitScript(() => {
    const frames: RowFrame[] = [];
    Object.assign(window, { rowFrames: frames });
    const record = () => {
      const rows = document.querySelectorAll('main table[aria-rowcount] tbody > tr:not([aria-hidden])');
      const last = rows[rows.length - 1];
      if (last)
        frames.push({ rows: rows.length, lastBottom: last.getBoundingClientRect().bottom, windowHeight: innerHeight });
      if (frames.length < 600) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.goto('/events/page%2Fview');
  const table = page.getByRole('table', { name: 'Events named page/view' });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  const frames = () => page.evaluate(() => (window as unknown as { rowFrames: RowFrame[] }).rowFrames);
  await expect.poll(async () => Math.max(...(await frames()).map((frame) => frame.rows))).toBe(20);
  const [first] = await frames();
  // Fewer than the page's 20, and enough to fill the window to its bottom edge.
  expect(first?.rows).toBeLessThan(20);
  expect(first?.lastBottom).toBeGreaterThanOrEqual(first?.windowHeight ?? Infinity);
});

// The events table paints its rows before the Time heading names the zone (the short name takes Intl, whose first use
// is slow on a cold page). In a zone with one of the longest names the heading still fits its one line, so completing
// it moves nothing.
test.describe('in a zone whose short name is long', () => {
  test.use({ timezoneId: 'Pacific/Chatham' });

  test('the events table names the zone in its Time heading without moving', async ({ connectedPage: page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      // The header's height and the first row's top as the rows first paint with a heading of "Time" alone.
      const before: { header?: number; firstRow?: number } = {};
      new MutationObserver(() => {
        const heading = [...document.querySelectorAll('th')].find((cell) => cell.textContent === 'Time');
        const row = heading?.closest('table')?.querySelector('tbody > tr');
        if (before.header !== undefined || !heading || !row) return;
        before.header = heading.getBoundingClientRect().height;
        before.firstRow = row.getBoundingClientRect().top;
      }).observe(document, { childList: true, subtree: true, characterData: true });
      Object.assign(window, { layoutShifts: shifts, beforeZoneName: before });
    });

    await page.goto('/events/page%2Fview');
    const table = page.getByRole('table', { name: 'Events named page/view' });
    const heading = table.getByRole('columnheader', { name: /^Time \(GMT\+1[23]:45\)$/ });
    await expect(heading).toBeVisible();
    const after = await heading.evaluate((cell) => ({
      header: cell.getBoundingClientRect().height,
      firstRow: cell.closest('table')?.querySelector('tbody > tr')?.getBoundingClientRect().top,
    }));
    expect(await page.evaluate(() => (window as unknown as { beforeZoneName: object }).beforeZoneName)).toEqual(after);
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
  });
});

// The server sends a page's address the HTML that names its route's chunk (scripts/build/routePreloads.ts), so the
// browser fetches it beside the shell instead of once the shell has run and the router asks for it.
test('opening a gate’s page asks for its route’s script before the shell has run, and only once', async ({
  connectedPage: page,
}) => {
  const gateChunk = /^\/assets\/_gateId-[\w-]+\.js$/;
  const requested: string[] = [];
  let chunkAsked: () => void = () => undefined;
  const asked = new Promise<boolean>((resolve) => {
    chunkAsked = () => {
      resolve(true);
    };
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!gateChunk.test(pathname)) return;
    requested.push(pathname);
    chunkAsked();
  });
  // The shell's entry is held until the gate's chunk has been asked for (or long enough to say it was not).
  let askedBeforeShell: boolean | undefined;
  await page.route('**/assets/index-*.js', async (route) => {
    askedBeforeShell = await Promise.race([
      asked,
      new Promise<boolean>((resolve) => setTimeout(resolve, 10_000, false)),
    ]);
    await route.continue();
  });

  await page.goto('/gates/search_ranking_v3');
  await expect(page.getByRole('region', { name: 'Settings' }).getByRole('textbox', { name: /^Name/ })).toBeVisible({
    timeout: 30_000,
  });
  expect(askedBeforeShell).toBe(true);
  // The router's import takes the preloaded module instead of fetching it again (the same crossorigin mode).
  expect(requested).toHaveLength(1);
});

// A route's stylesheet is only preloaded by the HTML (a stylesheet there would hold up the first paint): the route's
// loader applies it, from the preloaded copy.
test('opening a page whose route has its own stylesheet fetches it once and applies it', async ({
  connectedPage: page,
}) => {
  const routeCss = /^\/assets\/pulse-loads-[\w-]+\.css$/;
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (routeCss.test(pathname)) requested.push(pathname);
  });

  await page.goto('/experiments/one_page_checkout/pulse-loads');
  await expect(page.getByRole('figure', { name: 'Load duration over time' })).toBeVisible({ timeout: 30_000 });
  expect(requested).toHaveLength(1);
  const applied = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => (sheet.href === null ? '' : new URL(sheet.href).pathname)),
  );
  expect(applied).toContain(requested[0]);
});
