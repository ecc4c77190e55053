import type { OutbreakListResponse } from '@outbreak-watch/domain';
import { createOutbreak } from '../../../test/outbreak-fixtures';

export { createOutbreak };
/** `count` outbreaks with ids from `firstId` down, as one page of the list. */
export function createOutbreakPage(count: number, firstId: number, hasMore: boolean): OutbreakListResponse {
  return {
    outbreaks: Array.from({ length: count }, (_, index) =>
      createOutbreak({ id: firstId - index, disease_name: `Disease ${firstId - index}` }),
    ),
    has_more: hasMore,
    // The cursor names the last outbreak of the page, as the server's does.
    next_cursor: hasMore ? `after-${firstId - count + 1}` : null,
  };
}
