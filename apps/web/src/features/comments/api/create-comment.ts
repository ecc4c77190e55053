import { CommentSchema, type Comment, type CommentListResponse } from '@outbreak-watch/domain';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { commentKeys } from './comment-keys';

/** `POST /api/outbreaks/{id}/comments`: signed in with a verified email; answers the new comment. */
export async function createComment(outbreakId: number, content: string): Promise<Comment> {
  const body = await apiFetch<unknown>(`/outbreaks/${outbreakId}/comments`, {
    method: 'POST',
    body: JSON.stringify({ content }),
  });
  return CommentSchema.parse(body);
}

/** Spec §4: after a post the new comment is put first in the loaded list, without reloading it. */
export function prependComment(
  data: InfiniteData<CommentListResponse, number> | undefined,
  comment: Comment,
): InfiniteData<CommentListResponse, number> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, comments: [comment, ...first.comments] }, ...rest] };
}

export function useCreateComment(outbreakId: number) {
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (content: string) => createComment(outbreakId, content),
    onSuccess: (comment) => {
      const key = commentKeys.list(outbreakId, viewerId);
      if (queryClient.getQueryData(key)) {
        queryClient.setQueryData<InfiniteData<CommentListResponse, number>>(key, (data) =>
          prependComment(data, comment),
        );
      } else {
        // Nothing loaded (the list had failed): load it now, with the new comment in it.
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
