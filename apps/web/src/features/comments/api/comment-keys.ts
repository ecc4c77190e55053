/**
 * Query keys of the comments endpoints; every cache entry of comments is read and written through these.
 * A list carries the viewer's id: what it shows (hidden comments, the viewer's Helpful marks) depends
 * on who is looking.
 */
export const commentKeys = {
  all: ['comments'] as const,
  list: (outbreakId: number, viewerId: number | null) =>
    [...commentKeys.all, 'list', outbreakId, viewerId] as const,
};
