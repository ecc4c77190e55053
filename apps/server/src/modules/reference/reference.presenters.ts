import type { AssessmentQuestion, Country, Disease, MetadataItem, State } from '@outbreak-watch/domain';
import type { Selectable } from 'kysely';
import type {
  AssessmentQuestionsTable,
  CountriesTable,
  DiseasesTable,
  MetadataTable,
  StatesTable,
} from '../../db/schema.js';

export function presentCountry(row: Selectable<CountriesTable>): Country {
  return {
    id: row.id,
    name: row.name,
    alpha2: row.alpha2,
    alpha3: row.alpha3,
    numeric_code: row.numeric_code,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function presentState(row: Selectable<StatesTable>): State {
  return { id: row.id, name: row.name, country_id: row.country_id, code: row.code };
}

export function presentDisease(row: Selectable<DiseasesTable>): Disease {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    agent_type: row.agent_type as Disease['agent_type'],
    description: row.description,
  };
}

export function presentMetadataItem(row: Selectable<MetadataTable>): MetadataItem {
  return { id: row.id, name: row.name, is_custom: row.is_custom, created_at: row.created_at };
}

export function presentQuestion(row: Selectable<AssessmentQuestionsTable>): AssessmentQuestion {
  return {
    id: row.id,
    question_key: row.question_key,
    label: row.label,
    description: row.description,
    min_value: row.min_value,
    max_value: row.max_value,
    is_active: row.is_active,
    display_order: row.display_order,
    created_at: row.created_at,
  };
}
