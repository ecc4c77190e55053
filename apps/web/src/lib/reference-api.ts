import {
  AssessmentQuestionSchema,
  CountrySchema,
  DiseaseSchema,
  RegionsResponseSchema,
  StateSchema,
  type AssessmentQuestion,
  type Country,
  type Disease,
  type RegionArea,
  type State,
} from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiFetch } from './api-client';
import { localizeCountries } from './format';
import { useLocaleState } from './i18n/locale';

/**
 * Reference lists (countries, states, diseases, assessment questions) shared by the report form and the
 * list filters. They change rarely — reporters add a state or a disease now and then, and the report
 * form invalidates these keys when it does — so they are cached for a long time.
 */
export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  states: (countryId: number) => [...referenceKeys.all, 'states', countryId] as const,
  diseases: () => [...referenceKeys.all, 'diseases'] as const,
  disease: (id: number) => [...referenceKeys.all, 'diseases', id] as const,
  regions: () => [...referenceKeys.all, 'regions'] as const,
  assessmentQuestions: () => [...referenceKeys.all, 'assessment-questions'] as const,
};

const HOUR = 60 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/** `GET /api/countries`: every ISO 3166-1 country, by name. */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return z.array(CountrySchema).parse(await apiFetch<unknown>('/countries', { signal }));
}

/** `GET /api/countries/{id}/states`: the country's subdivisions and the states reporters added. */
export async function getStates(countryId: number, signal?: AbortSignal): Promise<State[]> {
  return z.array(StateSchema).parse(await apiFetch<unknown>(`/countries/${countryId}/states`, { signal }));
}

/** `GET /api/diseases`. */
export async function getDiseases(signal?: AbortSignal): Promise<Disease[]> {
  return z.array(DiseaseSchema).parse(await apiFetch<unknown>('/diseases', { signal }));
}

/** `GET /api/diseases/{id}`. */
export async function getDisease(id: number, signal?: AbortSignal): Promise<Disease> {
  return DiseaseSchema.parse(await apiFetch<unknown>(`/diseases/${id}`, { signal }));
}

/** `GET /api/regions`: the UN M49 areas, each with its parent and the countries it covers. */
export async function getRegions(signal?: AbortSignal): Promise<RegionArea[]> {
  return RegionsResponseSchema.parse(await apiFetch<unknown>('/regions', { signal })).regions;
}

/** `GET /api/outbreaks/assessment-questions`: the active questions in display order. */
export async function getAssessmentQuestions(signal?: AbortSignal): Promise<AssessmentQuestion[]> {
  const questions = z
    .array(AssessmentQuestionSchema)
    .parse(await apiFetch<unknown>('/outbreaks/assessment-questions', { signal }));
  return questions
    .filter((question) => question.is_active)
    .sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: HOUR,
  });
}

export function statesQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: referenceKeys.states(countryId),
    queryFn: ({ signal }) => getStates(countryId, signal),
    staleTime: TEN_MINUTES,
  });
}

export function diseasesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.diseases(),
    queryFn: ({ signal }) => getDiseases(signal),
    staleTime: TEN_MINUTES,
  });
}

export function diseaseQueryOptions(id: number) {
  return queryOptions({
    queryKey: referenceKeys.disease(id),
    queryFn: ({ signal }) => getDisease(id, signal),
    staleTime: TEN_MINUTES,
  });
}

export function regionsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.regions(),
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: HOUR,
  });
}

export function assessmentQuestionsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.assessmentQuestions(),
    queryFn: ({ signal }) => getAssessmentQuestions(signal),
    staleTime: TEN_MINUTES,
  });
}

/** Every country, named in the reader's language and in its alphabetical order. */
export function useCountries({ enabled = true }: { enabled?: boolean } = {}) {
  const { locale } = useLocaleState();
  // A new function for each language, so the names follow a change of language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const select = useCallback((countries: Country[]) => localizeCountries(countries), [locale]);
  return useQuery({ ...countriesQueryOptions(), enabled, select });
}

/** The states of `countryId`; nothing is fetched until a country is chosen. */
export function useStates(countryId: number | null) {
  return useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
}

export function useDiseases({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...diseasesQueryOptions(), enabled });
}

export function useAssessmentQuestions() {
  return useQuery(assessmentQuestionsQueryOptions());
}

/** The UN M49 areas and the countries each covers. */
export function useRegions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...regionsQueryOptions(), enabled });
}
