import {
  AssessmentQuestionSchema,
  METADATA_KINDS,
  MetadataItemSchema,
  metadataListResponseSchema,
  QuestionListResponseSchema,
  type AssessmentQuestion,
  type MetadataItem,
  type MetadataItemRequest,
  type MetadataKind,
  type QuestionUpdateRequest,
} from '@outbreak-watch/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/reference-api';

/**
 * The admin side of the reference lists (titles, affiliations, qualifications) and the assessment
 * questions (spec §7): fetchers, their query options and hooks. Query keys come only from here.
 */
export const adminReferenceKeys = {
  all: ['admin-reference'] as const,
  kind: (kind: MetadataKind) => [...adminReferenceKeys.all, kind] as const,
  list: (kind: MetadataKind) => [...adminReferenceKeys.kind(kind), 'list'] as const,
  item: (kind: MetadataKind, id: number) => [...adminReferenceKeys.kind(kind), 'item', id] as const,
  questions: () => [...adminReferenceKeys.all, 'questions'] as const,
  questionList: () => [...adminReferenceKeys.questions(), 'list'] as const,
  question: (id: number) => [...adminReferenceKeys.questions(), 'item', id] as const,
};

const basePath = (kind: MetadataKind) => `/admin/${METADATA_KINDS[kind].plural}`;
const json = (body: unknown) => JSON.stringify(body);

/* ---------------------------------------------------------------------------- reference lists */

/** `GET /api/admin/{plural}`: the whole list, under the kind's plural name. */
export async function listMetadataItems(kind: MetadataKind, signal?: AbortSignal): Promise<MetadataItem[]> {
  const body = metadataListResponseSchema(kind).parse(await apiFetch<unknown>(basePath(kind), { signal }));
  return body[METADATA_KINDS[kind].plural] ?? [];
}

/** `GET /api/admin/{plural}/{id}`; a 404 when there is none. */
export async function getMetadataItem(kind: MetadataKind, id: number, signal?: AbortSignal) {
  return MetadataItemSchema.parse(await apiFetch<unknown>(`${basePath(kind)}/${id}`, { signal }));
}

export async function createMetadataItem(kind: MetadataKind, input: MetadataItemRequest) {
  return MetadataItemSchema.parse(
    await apiFetch<unknown>(basePath(kind), { method: 'POST', body: json(input) }),
  );
}

export async function updateMetadataItem(kind: MetadataKind, id: number, input: MetadataItemRequest) {
  return MetadataItemSchema.parse(
    await apiFetch<unknown>(`${basePath(kind)}/${id}`, { method: 'PUT', body: json(input) }),
  );
}

/** `DELETE /api/admin/{plural}/{id}`: 204, or 409 while people still have the entry. */
export async function deleteMetadataItem(kind: MetadataKind, id: number): Promise<void> {
  await apiFetch<unknown>(`${basePath(kind)}/${id}`, { method: 'DELETE' });
}

export function metadataListQueryOptions(kind: MetadataKind) {
  return queryOptions({
    queryKey: adminReferenceKeys.list(kind),
    queryFn: ({ signal }) => listMetadataItems(kind, signal),
  });
}

export function metadataItemQueryOptions(kind: MetadataKind, id: number) {
  return queryOptions({
    queryKey: adminReferenceKeys.item(kind, id),
    queryFn: ({ signal }) => getMetadataItem(kind, id, signal),
  });
}

export function useMetadataItems(kind: MetadataKind) {
  return useQuery(metadataListQueryOptions(kind));
}

/** One entry; nothing is asked while `id` is null (an unreadable id in the URL). */
export function useMetadataItem(kind: MetadataKind, id: number | null) {
  return useQuery({ ...metadataItemQueryOptions(kind, id ?? 0), enabled: id !== null });
}

function useInvalidateKind(kind: MetadataKind) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminReferenceKeys.kind(kind) });
}

export function useCreateMetadataItem(kind: MetadataKind) {
  const invalidate = useInvalidateKind(kind);
  return useMutation({
    mutationFn: (input: MetadataItemRequest) => createMetadataItem(kind, input),
    onSuccess: invalidate,
  });
}

export function useUpdateMetadataItem(kind: MetadataKind, id: number) {
  const invalidate = useInvalidateKind(kind);
  return useMutation({
    mutationFn: (input: MetadataItemRequest) => updateMetadataItem(kind, id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteMetadataItem(kind: MetadataKind) {
  const invalidate = useInvalidateKind(kind);
  return useMutation({
    mutationFn: (item: Pick<MetadataItem, 'id' | 'name'>) => deleteMetadataItem(kind, item.id),
    onSuccess: invalidate,
  });
}

/* --------------------------------------------------------------------------------- questions */

/** `GET /api/admin/outbreak-questions`: every question, active or not, in display order. */
export async function listQuestions(signal?: AbortSignal): Promise<AssessmentQuestion[]> {
  return QuestionListResponseSchema.parse(await apiFetch<unknown>('/admin/outbreak-questions', { signal }))
    .questions;
}

export async function getQuestion(id: number, signal?: AbortSignal): Promise<AssessmentQuestion> {
  return AssessmentQuestionSchema.parse(
    await apiFetch<unknown>(`/admin/outbreak-questions/${id}`, { signal }),
  );
}

export async function updateQuestion(id: number, input: QuestionUpdateRequest): Promise<AssessmentQuestion> {
  return AssessmentQuestionSchema.parse(
    await apiFetch<unknown>(`/admin/outbreak-questions/${id}`, { method: 'PUT', body: json(input) }),
  );
}

export function questionsQueryOptions() {
  return queryOptions({
    queryKey: adminReferenceKeys.questionList(),
    queryFn: ({ signal }) => listQuestions(signal),
  });
}

export function questionQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminReferenceKeys.question(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
  });
}

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}

export function useQuestion(id: number | null) {
  return useQuery({ ...questionQueryOptions(id ?? 0), enabled: id !== null });
}

/** Saves a question; the admin lists and the report form's questions are asked for again. */
export function useUpdateQuestion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionUpdateRequest) => updateQuestion(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReferenceKeys.questions() }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.assessmentQuestions() }),
      ]),
  });
}
