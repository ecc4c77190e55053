import type { Series } from './outbreak-series.js';

/** A series being read from its newest matching entry backwards. */
export interface Head {
  series: Series;
  at: number;
}

const isNewer = (a: Head, b: Head) => {
  const dayA = a.series.days[a.at];
  const dayB = b.series.days[b.at];
  return dayA > dayB || (dayA === dayB && a.series.ids![a.at] > b.series.ids![b.at]);
};

/** Merges the series from their ends, newest first, with a binary heap of their current entries. */
export function takeNewest(heads: Head[], limit: number, fromDay: number): number[] {
  const heap = heads;
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && isNewer(heap[left], heap[top])) top = left;
      if (right < heap.length && isNewer(heap[right], heap[top])) top = right;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top], heap[i]];
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftDown(i);
  const ids: number[] = [];
  while (ids.length < limit && heap.length > 0) {
    const head = heap[0];
    ids.push(head.series.ids![head.at]);
    head.at--;
    if (head.at < 0 || head.series.days[head.at] < fromDay) {
      const last = heap.pop()!;
      if (heap.length === 0) break;
      heap[0] = last;
    }
    siftDown(0);
  }
  return ids;
}
