import type { Page } from '@playwright/test';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSectionAt, sectionNamed } from './navigation';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

// Seeded with 200 loads, the newest ones in every finished state (src/server/seed/seedExperiments.ts).
const EXPERIMENT = 'search_semantic_ranking';
const STATE = /^(success|failure|partial failure|cancelled|timeout|running)$/;

async function openPulseLoads(page: Page): Promise<void> {
  await openSectionAt(page, sectionNamed('Experiments'));
  const table = await expectTableWithRows(page);
  await table.getByRole('link', { name: EXPERIMENT, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: EXPERIMENT })).toBeVisible();
  await expectTableWithRows(page);
}

function loadsTable(page: Page) {
  return page.getByRole('table', { name: `Pulse loads of ${EXPERIMENT}` });
}

test('the Experiments list shows each experiment with its name and when it last changed', async ({
  connectedPage: page,
}) => {
  await openSectionAt(page, sectionNamed('Experiments'));
  const table = await expectTableWithRows(page);
  const row = table.getByRole('row').filter({ hasText: EXPERIMENT });
  await expect(row.getByText('Search: semantic ranking')).toBeVisible();
  await expect(row.getByText(/ago$/)).toBeVisible();
});

test('an experiment opens its pulse loads with state badges and durations', async ({ connectedPage: page }) => {
  await openPulseLoads(page);
  await expect(page).toHaveURL(new RegExp(`/experiments/${EXPERIMENT}/pulse-loads`));
  const table = loadsTable(page);
  const header = table.getByRole('row').first();
  for (const column of ['Created', 'Reload type', 'DAG id', 'Duration', 'State']) {
    await expect(header.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByText('success', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('partial failure', { exact: true }).first()).toBeVisible();
  await expect(table.getByText(/^\d+ (minutes?|hours?)/).first()).toBeVisible();
  const states = await table.getByRole('row').nth(1).getByRole('cell').last().innerText();
  expect(states.trim()).toMatch(STATE);
});

test('a running load reads as running, and the bare experiment address opens its pulse loads', async ({
  connectedPage: page,
}) => {
  await page.goto('/experiments/one_page_checkout');
  await expect(page).toHaveURL(/\/experiments\/one_page_checkout\/pulse-loads$/);
  const firstLoad = page.getByRole('table', { name: 'Pulse loads of one_page_checkout' }).getByRole('row').nth(1);
  await expect(firstLoad.getByText('running')).toHaveCount(2);
});

test('the chart of load duration and the counts by state are shown above the table', async ({
  connectedPage: page,
}) => {
  await openPulseLoads(page);
  const chart = page.getByRole('figure', { name: 'Load duration over time' });
  await expect(chart).toBeVisible();
  await expect(chart.getByText(/^Median duration \d+ min; slowest \d+( h)?( \d+ min)?$/)).toBeVisible();
  await expect(chart.locator('svg').first()).toBeVisible();
  // Bars are coloured by how each load finished, and the legend names the colours.
  for (const state of ['success', 'failure', 'timeout']) {
    await expect(chart.getByText(state, { exact: true })).toBeVisible();
  }
  const fills = await chart
    .locator('.recharts-bar-rectangle path')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('fill')));
  expect(new Set(fills).size).toBeGreaterThan(2);
  // The counts are of this page's loads only, and say so.
  await expect(page.getByText(/^On this page \(20 loads\): success \d+ · failure \d+/)).toBeVisible();
});

test('pulse loads page with the URL: a link to page 2 opens it and Next page changes the address', async ({
  connectedPage: page,
}) => {
  await page.goto(`/experiments/${EXPERIMENT}/pulse-loads?page=2`);
  await expect(page.getByText(/^Page 2 of \d+ · 200 items$/)).toBeVisible();
  const secondPage = await loadsTable(page).getByRole('row').allInnerTexts();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page.getByText(/^Page 3 of \d+ · 200 items$/)).toBeVisible();
  await expect.poll(() => loadsTable(page).getByRole('row').allInnerTexts()).not.toEqual(secondPage);
});

test('an unknown experiment id says no experiment has it and links back', async ({ connectedPage: page }) => {
  await page.goto('/experiments/no_such_experiment/pulse-loads');
  await expect(page.getByText('No experiment has the id no_such_experiment')).toBeVisible();
  await page.getByRole('link', { name: 'Back to experiments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments', exact: true })).toBeVisible();
});

test('the Experiments list and a pulse load history have no accessibility violations', async ({
  connectedPage: page,
}) => {
  await openSectionAt(page, sectionNamed('Experiments'));
  await expectTableWithRows(page);
  await expectNoViolations(page);

  await page.goto(`/experiments/${EXPERIMENT}/pulse-loads`);
  await expectTableWithRows(page);
  await expect(page.getByRole('figure', { name: 'Load duration over time' })).toBeVisible();
  await expectNoViolations(page);
});

test('a pulse load history in the dark colour scheme has no accessibility violations', async ({
  connectedPage: page,
}) => {
  await page.goto(`/experiments/${EXPERIMENT}/pulse-loads`);
  await expectTableWithRows(page);
  await expectReadableInDarkScheme(page);
});

test('an unknown experiment id has no accessibility violations', async ({ connectedPage: page }) => {
  await page.goto('/experiments/no_such_experiment/pulse-loads');
  await expect(page.getByText('No experiment has the id no_such_experiment')).toBeVisible();
  await expectNoViolations(page);
});
