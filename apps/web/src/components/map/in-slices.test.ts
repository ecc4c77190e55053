import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSlices } from './in-slices';

describe('inSlices', () => {
  afterEach(() => vi.useRealTimers());

  it('hands every item over once, in order, one slice per task, then says it is done', () => {
    vi.useFakeTimers();
    const slices: number[][] = [];
    const done = vi.fn();
    inSlices([1, 2, 3, 4, 5], (slice) => slices.push(slice), done, 2);
    expect(slices).toEqual([[1, 2]]);
    vi.runAllTimers();
    expect(slices).toEqual([[1, 2], [3, 4], [5]]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops before the next slice when asked', () => {
    vi.useFakeTimers();
    const slices: number[][] = [];
    const done = vi.fn();
    const stop = inSlices([1, 2, 3], (slice) => slices.push(slice), done, 1);
    stop();
    vi.runAllTimers();
    expect(slices).toEqual([[1]]);
    expect(done).not.toHaveBeenCalled();
  });
});
