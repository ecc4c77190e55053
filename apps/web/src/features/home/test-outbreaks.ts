import type { OutbreakListResponse } from '@outbreak-watch/domain';
import { createCountry, createDisease, createOutbreak } from '../../test/outbreak-fixtures';

export { createCountry, createDisease, createOutbreak };
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
