/**
 * Router state that opens a details page with its comment box filled in: the report form's "add a
 * comment to it instead" hands the reporter's description to the comment form this way (features do
 * not import each other; both import this).
 */
export interface CommentDraftState {
  commentDraft: string;
}

export function commentDraftState(text: string): CommentDraftState {
  return { commentDraft: text };
}

/** The draft a navigation carried, if any. */
export function commentDraftOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('commentDraft' in state)) return null;
  const draft = (state as CommentDraftState).commentDraft;
  return typeof draft === 'string' && draft.trim() !== '' ? draft : null;
}
