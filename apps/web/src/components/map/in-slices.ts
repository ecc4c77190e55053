/**
 * Time one task may spend drawing before it hands the page back. The clock runs at the device's own
 * speed, and a task must stay under the 50 ms that make it long on a phone several times slower than
 * the machine that measures the page (a lab test replaying a fast machine's trace at 4× counts 12 ms
 * as 48), so a task stops after about as long as React's own slices.
 */
export const SLICE_BUDGET_MS = 5;

/** Items handed over at once, between two looks at the clock. */
export const ITEMS_PER_STEP = 2;

export interface SliceOptions {
  budgetMs?: number;
  itemsPerStep?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

/**
 * Hands `items` to `apply` a few at a time, in tasks of their own that each stop when their time
 * budget is spent, so that drawing the world's ~250 countries never blocks the page (not even the
 * first slice, which would otherwise join the render that started it); `done` follows the last slice.
 * Returns a function that stops before the next task (for an effect's cleanup).
 */
export function inSlices<T>(
  items: readonly T[],
  apply: (slice: T[]) => void,
  done: () => void = () => {},
  {
    budgetMs = SLICE_BUDGET_MS,
    itemsPerStep = ITEMS_PER_STEP,
    now = () => performance.now(),
  }: SliceOptions = {},
): () => void {
  let next = 0;
  const task = () => {
    const start = now();
    do {
      apply(items.slice(next, next + itemsPerStep));
      next += itemsPerStep;
    } while (next < items.length && now() - start < budgetMs);
    if (next < items.length) timer = setTimeout(task, 0);
    else done();
  };
  let timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
