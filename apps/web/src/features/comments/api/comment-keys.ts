/** Query keys of the comments endpoints; every cache entry of comments is read and written through these. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (outbreakId: number) => [...commentKeys.all, 'list', outbreakId] as const,
};
