import type { Comment } from '@outbreak-watch/domain';

export function createComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    outbreak_id: 5,
    author_id: 11,
    content: 'Water samples from two wells tested positive for Vibrio cholerae O1.',
    created_at: '2026-11-21T14:05:00.000Z',
    first_name: 'Grace',
    last_name: 'Mensah',
    title: 'Dr',
    affiliation: 'World Health Organization (WHO)',
    qualification: 'Epidemiologist',
    avatar_url: null,
    reporter_email: null,
    is_hidden: false,
    hidden_reason: null,
    helpful_count: 0,
    helped_by_me: false,
    ...overrides,
  };
}

/** `count` comments with ids from `firstId` down. */
export function createComments(count: number, firstId: number): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    createComment({ id: firstId - index, content: `Comment number ${firstId - index}` }),
  );
}
