/**
 * Rough epidemiological profiles for plausible demo values: case fatality ratio, effective reproduction
 * number and typical outbreak size. Orders of magnitude from public outbreak reports, not for analysis.
 */
export interface DiseaseProfile {
  cfr: [number, number];
  r0: [number, number];
  cases: [number, number];
}

const DEFAULT_PROFILE: DiseaseProfile = { cfr: [0.005, 0.05], r0: [0.6, 1.6], cases: [5, 800] };

const PROFILES: [RegExp, DiseaseProfile][] = [
  [/ebola|sudan virus|marburg/i, { cfr: [0.25, 0.6], r0: [0.8, 1.9], cases: [3, 400] }],
  [/lassa|crimean|haemorrhagic/i, { cfr: [0.08, 0.3], r0: [0.2, 0.9], cases: [3, 300] }],
  [/cholera/i, { cfr: [0.005, 0.04], r0: [1.1, 2.6], cases: [50, 20_000] }],
  [/mers|sars/i, { cfr: [0.1, 0.35], r0: [0.4, 1.2], cases: [2, 150] }],
  [/covid|coronavirus/i, { cfr: [0.002, 0.02], r0: [0.9, 2.5], cases: [100, 50_000] }],
  [/influenza/i, { cfr: [0.001, 0.3], r0: [0.3, 1.8], cases: [1, 3_000] }],
  [/measles/i, { cfr: [0.002, 0.03], r0: [1.2, 3.5], cases: [20, 8_000] }],
  [/dengue|chikungunya|zika|oropouche/i, { cfr: [0.0005, 0.01], r0: [1, 2.8], cases: [100, 40_000] }],
  [/yellow fever/i, { cfr: [0.1, 0.35], r0: [0.8, 2], cases: [5, 600] }],
  [/mpox/i, { cfr: [0.001, 0.05], r0: [0.5, 1.6], cases: [10, 5_000] }],
  [/plague/i, { cfr: [0.05, 0.3], r0: [0.3, 1.3], cases: [2, 400] }],
  [/meningitis|meningococcal/i, { cfr: [0.05, 0.15], r0: [0.5, 1.5], cases: [20, 3_000] }],
  [/polio/i, { cfr: [0.01, 0.1], r0: [0.5, 1.5], cases: [1, 60] }],
  [/diphtheria|pertussis/i, { cfr: [0.02, 0.12], r0: [0.8, 2.2], cases: [10, 1_500] }],
  [/rabies|anthrax|botulism/i, { cfr: [0.05, 0.9], r0: [0, 0.1], cases: [1, 40] }],
  [/malaria/i, { cfr: [0.001, 0.01], r0: [1, 2.5], cases: [100, 20_000] }],
  [/hepatitis/i, { cfr: [0.005, 0.04], r0: [0.8, 1.8], cases: [20, 4_000] }],
  [
    /typhoid|shigell|salmonell|gastroenteritis|food/i,
    { cfr: [0.001, 0.02], r0: [0.3, 1.4], cases: [10, 2_000] },
  ],
];

export function diseaseProfile(name: string): DiseaseProfile {
  return PROFILES.find(([pattern]) => pattern.test(name))?.[1] ?? DEFAULT_PROFILE;
}
