/** Shapes per slice: a phone draws this many in far less than the 50 ms that make a task long. */
export const SHAPES_PER_SLICE = 20;

/**
 * Hands `items` to `apply` a slice at a time, the first at once and each next one in a task of its own,
 * so that drawing the world's ~250 countries leaves the page responsive in between; `done` follows the
 * last slice. Returns a function that stops before the next slice (for an effect's cleanup).
 */
export function inSlices<T>(
  items: readonly T[],
  apply: (slice: T[]) => void,
  done: () => void = () => {},
  size = SHAPES_PER_SLICE,
): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    apply(items.slice(next, next + size));
    next += size;
    if (next < items.length) timer = setTimeout(step, 0);
    else done();
  };
  step();
  return () => clearTimeout(timer);
}
