import { describe, expect, it } from 'vitest';
import {
  attackRateBand,
  riskLevelLabel,
  severityScoreBand,
  statusBadgeTone,
  survivabilityBand,
  transmissionBand,
  transmissionMeaning,
} from './badges.js';

describe('badge bands of spec §9', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [9.99, 1],
    [10, 2],
    [24.9, 2],
    [25, 3],
    [49.9, 3],
    [50, 4],
    [74.9, 4],
    [75, 5],
    [100, 5],
  ])('severity score %d is band %i', (score, band) => {
    expect(severityScoreBand(score)).toBe(band);
  });

  it.each([
    [-5, 'red', 5],
    [0, 'red', 5],
    [9.9, 'red', 5],
    [10, 'red', 4],
    [20, 'red', 3],
    [30, 'red', 2],
    [40, 'red', 1],
    [49.99, 'red', 1],
    [50, 'green', 1],
    [59.9, 'green', 1],
    [60, 'green', 2],
    [70, 'green', 3],
    [80, 'green', 4],
    [90, 'green', 5],
    [100, 'green', 5],
    [150, 'green', 5],
  ])('survivability %d is %s shade %i', (value, tone, shade) => {
    expect(survivabilityBand(value)).toEqual({ tone, shade });
  });

  it.each([
    [0, 0],
    [0.25, 1],
    [0.26, 2],
    [0.5, 2],
    [0.75, 3],
    [0.76, 4],
    [0.99, 4],
    [1, 5],
    [1.01, 6],
    [3, 6],
  ])('transmission %d is band %i', (r0, band) => {
    expect(transmissionBand(r0)).toBe(band);
  });

  it.each([
    [0, 0],
    [10, 1],
    [10.1, 2],
    [25, 2],
    [50, 3],
    [100, 4],
    [200, 5],
    [200.1, 6],
  ])('attack rate %d is band %i', (rate, band) => {
    expect(attackRateBand(rate)).toBe(band);
  });

  it('names risk levels, R0 meaning and status tones', () => {
    expect([3, 4, 7, 8].map(riskLevelLabel)).toEqual(['low', 'medium', 'medium', 'high']);
    expect([0.99, 1].map(transmissionMeaning)).toEqual(['outbreak', 'epidemic']);
    expect(['confirmed', 'suspected', 'contained', 'active'].map(statusBadgeTone)).toEqual([
      'blue',
      'yellow',
      'green',
      'gray',
    ]);
  });
});
