import {
  CommentHelpfulStateSchema,
  type Comment,
  type CommentHelpfulState,
  type CommentListResponse,
} from '@outbreak-watch/domain';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { commentKeys } from './comment-keys';

type CommentPages = InfiniteData<CommentListResponse, number>;

/** `PUT` (mark) or `DELETE` (take back) `/api/comments/{id}/helpful`: answers the comment's count. */
export async function setHelpful(commentId: number, helpful: boolean): Promise<CommentHelpfulState> {
  const body = await apiFetch<unknown>(`/comments/${commentId}/helpful`, {
    method: helpful ? 'PUT' : 'DELETE',
  });
  return CommentHelpfulStateSchema.parse(body);
}

/** The loaded pages with one comment's Helpful state replaced. */
export function withHelpful(
  data: CommentPages | undefined,
  commentId: number,
  state: (comment: Comment) => CommentHelpfulState,
): CommentPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      comments: page.comments.map((c) => (c.id === commentId ? { ...c, ...state(c) } : c)),
    })),
  };
}

/**
 * Marks a comment helpful or takes the mark back. The list shows the change at once; an error puts
 * back what it showed before, and the server's answer sets the count others have added meanwhile.
 */
export function useMarkHelpful(outbreakId: number) {
  const queryClient = useQueryClient();
  const key = commentKeys.list(outbreakId, useSession().user?.id ?? null);
  return useMutation({
    mutationFn: ({ commentId, helpful }: { commentId: number; helpful: boolean }) =>
      setHelpful(commentId, helpful),
    onMutate: async ({ commentId, helpful }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CommentPages>(key);
      queryClient.setQueryData<CommentPages>(key, (data) =>
        withHelpful(data, commentId, (c) => ({
          helped_by_me: helpful,
          helpful_count: Math.max(0, c.helpful_count + (helpful ? 1 : -1)),
        })),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (state, { commentId }) => {
      queryClient.setQueryData<CommentPages>(key, (data) => withHelpful(data, commentId, () => state));
    },
  });
}
