import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSlices } from './in-slices';

/** A clock that moves `step` ms each time it is read. */
function tickingClock(step: number) {
  let time = 0;
  return () => (time += step);
}

describe('inSlices', () => {
  afterEach(() => vi.useRealTimers());

  it('starts in a task of its own, hands every item over once and in order, then says it is done', () => {
    vi.useFakeTimers();
    const slices: number[][] = [];
    const done = vi.fn();
    inSlices([1, 2, 3, 4, 5], (slice) => slices.push(slice), done, { itemsPerStep: 2, now: () => 0 });
    expect(slices).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(slices).toEqual([[1, 2], [3, 4], [5]]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('yields to the page when a task has spent its time budget', () => {
    vi.useFakeTimers();
    const slices: number[][] = [];
    const done = vi.fn();
    // Each look at the clock finds 5 ms gone: two steps fit in a 10 ms budget (start, 5, 10).
    inSlices([1, 2, 3, 4, 5], (slice) => slices.push(slice), done, {
      budgetMs: 10,
      itemsPerStep: 1,
      now: tickingClock(5),
    });
    vi.advanceTimersToNextTimer();
    expect(slices).toEqual([[1], [2]]);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(slices).toEqual([[1], [2], [3], [4]]);
    vi.runAllTimers();
    expect(slices).toEqual([[1], [2], [3], [4], [5]]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops before the next task when asked', () => {
    vi.useFakeTimers();
    const slices: number[][] = [];
    const done = vi.fn();
    const stop = inSlices([1, 2, 3], (slice) => slices.push(slice), done, { itemsPerStep: 1, budgetMs: 0 });
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(slices).toEqual([[1]]);
    expect(done).not.toHaveBeenCalled();
  });
});
