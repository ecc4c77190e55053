import { z } from 'zod';
import { ACCOUNT_MESSAGE_DESCRIPTORS, FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';

/** Ids are 32-bit integers on both databases; a larger number can never match a row. */
export const MAX_ID = 2_147_483_647;

const POSITIVE_ID = FIELD_MESSAGE_DESCRIPTORS.positiveId.defaultMessage;

/** An id written in an address (`/details/5`, `?id=5`) as the API accepts it, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The outbreak a details address names (`/details/5`, `/details?id=5`), read as the details page reads
 * it; null for any other address.
 */
export function detailsOutbreakId(url: string): number | null {
  const [pathname = '', query = ''] = url.split('?');
  if (pathname === '/details') return parseId(new URLSearchParams(query).get('id'));
  const id = /^\/details\/([^/]+)$/.exec(pathname)?.[1];
  return id === undefined ? null : parseId(id);
}

/** A positive integer id in a path, e.g. `/api/countries/{id}/states`. Malformed ids are a 400. */
export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: POSITIVE_ID })
    .int({ error: POSITIVE_ID })
    .positive({ error: POSITIVE_ID })
    .max(MAX_ID, { error: POSITIVE_ID }),
});
export type IdParam = z.infer<typeof IdParamSchema>;

/** Agent types of spec §2 (Report new outbreak) and of the seeded diseases. */
export const AGENT_TYPES = ['virus', 'bacteria', 'fungus', 'parasite', 'prion', 'other', 'unknown'] as const;
export const AgentTypeSchema = z.enum(AGENT_TYPES);
export type AgentType = z.infer<typeof AgentTypeSchema>;

/** A country of `GET /api/countries`: ISO 3166-1 codes, UN M49 sub-region and a map centroid. */
export const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  alpha2: z.string().length(2),
  alpha3: z.string().length(3),
  numeric_code: z.string().length(3),
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Country = z.infer<typeof CountrySchema>;

/** A state (ISO 3166-2 subdivision or one added by a reporter) of `GET /api/countries/{id}/states`. */
export const StateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_id: z.number().int(),
  code: z.string().nullable(),
});
export type State = z.infer<typeof StateSchema>;

/** A disease of `GET /api/diseases`. */
export const DiseaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  agent_type: AgentTypeSchema,
  description: z.string().nullable(),
});
export type Disease = z.infer<typeof DiseaseSchema>;

/** A title, qualification or affiliation (spec §3). `is_custom` is true only for entries users or admins added. */
export const MetadataItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_custom: z.boolean(),
  created_at: z.string(),
});
export type MetadataItem = z.infer<typeof MetadataItemSchema>;

/** `GET /api/profile/metadata` (spec §3 Profile metadata): the option lists of the register form. */
export const ProfileMetadataSchema = z.object({
  Titles: z.array(MetadataItemSchema.pick({ id: true, name: true })),
  Qualifications: z.array(MetadataItemSchema.pick({ id: true, name: true })),
  Affiliations: z.array(MetadataItemSchema.pick({ id: true, name: true })),
});
export type ProfileMetadata = z.infer<typeof ProfileMetadataSchema>;

/** An assessment question (spec §3), answered with a number on the report form. */
export const AssessmentQuestionSchema = z.object({
  id: z.number().int(),
  question_key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  min_value: z.number(),
  max_value: z.number(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  created_at: z.string(),
});
export type AssessmentQuestion = z.infer<typeof AssessmentQuestionSchema>;

/** Messages of the reference API. */
export const REFERENCE_MESSAGES = {
  diseaseNotFound: ACCOUNT_MESSAGE_DESCRIPTORS.diseaseNotFound.defaultMessage,
  countryNotFound: ACCOUNT_MESSAGE_DESCRIPTORS.countryNotFound.defaultMessage,
} as const;
