import { describe, expect, it } from 'vitest';
import {
  formatM49Code,
  isCountryInArea,
  M49_AREAS,
  m49Area,
  m49AreasCovering,
  RegionFilterSchema,
} from './m49.js';
import { areasOfNotificationRegions, NOTIFICATION_REGIONS, notificationRegionsOf } from './profile.js';

describe('UN M49 areas', () => {
  it('finds every area covering a stored region, the most precise first', () => {
    expect(m49AreasCovering('Southern Africa').map((area) => area.name)).toEqual([
      'Southern Africa',
      'Sub-Saharan Africa',
      'Africa',
    ]);
    expect(m49AreasCovering('Western Europe').map((area) => formatM49Code(area.code))).toEqual([
      '155',
      '150',
    ]);
    expect(m49AreasCovering('Atlantis')).toEqual([]);
    expect(m49AreasCovering(null)).toEqual([]);
  });

  it('has unique codes and names, and every parent exists one level up', () => {
    expect(new Set(M49_AREAS.map((area) => area.code)).size).toBe(M49_AREAS.length);
    expect(new Set(M49_AREAS.map((area) => area.name)).size).toBe(M49_AREAS.length);
    for (const area of M49_AREAS) {
      if (area.parent === null) expect(area.level).toBe('region');
      else expect(m49Area(area.parent)?.level).toBe(area.level === 'sub-region' ? 'region' : 'sub-region');
    }
  });

  it('names a settings region only while all its areas are followed', () => {
    const all = areasOfNotificationRegions(NOTIFICATION_REGIONS);
    expect(notificationRegionsOf(all)).toEqual([...NOTIFICATION_REGIONS]);
    expect(notificationRegionsOf([21, 13])).toEqual([]);
    expect(notificationRegionsOf([21, 13, 29, 18])).toEqual(['North America']);
  });

  it('reads the region filter as M49 writes it or as a number, and refuses other codes', () => {
    expect(RegionFilterSchema.parse('002')).toBe(2);
    expect(RegionFilterSchema.parse('2')).toBe(2);
    expect(RegionFilterSchema.parse(419)).toBe(419);
    for (const bad of ['3', 'africa', '', '2.5', '-2'])
      expect(RegionFilterSchema.safeParse(bad).success).toBe(false);
  });

  it('places a country in its own area and in every area above it', () => {
    expect(isCountryInArea('Western Africa', 11)).toBe(true);
    expect(isCountryInArea('Western Africa', 202)).toBe(true);
    expect(isCountryInArea('Western Africa', 2)).toBe(true);
    expect(isCountryInArea('Western Africa', 15)).toBe(false);
    expect(isCountryInArea(null, 2)).toBe(false);
  });
});
