import { describe, expect, it } from 'vitest';
import { loadListUnlessMissing, loadOrNotFound } from './-loadOrNotFound';

/** An answer with an HTTP status, as the fetch client rejects with. */
const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });

/** A load the test answers when it chooses. */
function heldLoad() {
  let answer: (value: unknown) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { load: () => promise, answer, fail };
}

/** Whether `promise` has settled after the pending microtasks ran. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('loadListUnlessMissing', () => {
  it('holds the route until the list arrives when the page is entered', async () => {
    const held = heldLoad();
    const loading = loadListUnlessMissing(held.load, 'enter');
    expect(await hasSettled(loading)).toBe(false);
    held.answer({ items: [] });
    await expect(loading).resolves.toBeUndefined();
  });

  it('lets a page already on screen keep its rows while another page or filter loads', async () => {
    const held = heldLoad();
    const loading = loadListUnlessMissing(held.load, 'stay');
    expect(await hasSettled(loading)).toBe(true);
    // The page's own query shows the failure. The route raises nothing unhandled: Vitest fails the run on an
    // unhandled rejection, which would come once the pending callbacks have run.
    held.fail(httpError(500, 'Internal error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('lets a server without the list (404) through, so the page offers "open by id"', async () => {
    await expect(
      loadListUnlessMissing(() => Promise.reject(httpError(404, 'Not found')), 'enter'),
    ).resolves.toBeUndefined();
  });

  it('fails the route on any other error of a first load', async () => {
    await expect(
      loadListUnlessMissing(() => Promise.reject(httpError(500, 'Internal error')), 'enter'),
    ).rejects.toThrow('Internal error');
  });
});

describe('loadOrNotFound', () => {
  it('shows the route as not found when no record has the id', async () => {
    await expect(loadOrNotFound(() => Promise.reject(httpError(404, 'Not found')))).rejects.toMatchObject({
      isNotFound: true,
    });
  });

  it('lets a gate’s history on screen keep its rows while another page loads', async () => {
    const held = heldLoad();
    expect(await hasSettled(loadOrNotFound(held.load, 'stay'))).toBe(true);
    held.answer({ items: [] });
  });
});
