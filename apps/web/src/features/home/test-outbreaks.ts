import type { Country, Disease, OutbreakListResponse } from '@outbreak-watch/domain';
import { createOutbreak } from '../../test/outbreak-fixtures';

export { createOutbreak };
export const TWO_OUTBREAKS: OutbreakListResponse = {
  outbreaks: [
    createOutbreak(),
    createOutbreak({
      id: 4,
      disease_id: 9,
      disease_name: 'Measles',
      country_id: 110,
      country_name: 'Kenya',
      state_id: null,
      state_name: null,
      latitude: -0.02,
      longitude: 37.9,
      date: '2026-03-05',
      transmission_rate: 0.5,
      attack_rate: 120,
      survivability: 35,
    }),
  ],
  has_more: false,
};

export function createCountry(id: number, name: string): Country {
  return {
    id,
    name,
    alpha2: name.slice(0, 2).toUpperCase(),
    alpha3: name.slice(0, 3).toUpperCase(),
    numeric_code: String(id).padStart(3, '0'),
    region: null,
    latitude: null,
    longitude: null,
  };
}

export function createDisease(id: number, name: string): Disease {
  return { id, name, category: null, agent_type: 'unknown', description: null };
}
