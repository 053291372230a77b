/**
 * A module (or any value) fetched at most once and shared: `load()` starts the import the first time and hands
 * every caller the same promise; `current()` is the value once it has arrived, so a component can render it
 * synchronously from then on. A failed import is forgotten, so the next `load()` tries again (a flaky network must
 * not leave a page without its editor until reload).
 */
export interface LoadOnce<T> {
  load: () => Promise<T>;
  current: () => T | undefined;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (result) => (value = result),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
