/**
 * Code that the first paint does not need (the head builder, the draft code,
 * a form's controller, the toast container, a route's page) loads with
 * `import()` when it is first wanted. One helper for all of them, so each
 * loads once however many callers ask, and a caller that must act
 * synchronously (saving a draft as the page is hidden) can use the module
 * once it is there.
 */
export interface LazyModule<M> {
  /** Starts the import on the first call; every call returns the same promise. */
  load(): Promise<M>;
  /** The module once its import has resolved, until then undefined. */
  readonly current: M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let current: M | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          // A failed import (a network blip) may be tried again by the next caller.
          pending = undefined;
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}
