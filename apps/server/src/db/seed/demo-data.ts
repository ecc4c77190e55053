import { readFileSync } from 'node:fs';
import { computeOutbreakMetrics, DEMO_PASSWORD, ROLE, type MetricQuestionKey } from '@outbreak-watch/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../lib/password-hasher.js';
import type { DB, OutbreaksTable } from '../schema.js';
import { diseaseProfile } from './disease-profiles.js';
import { outbreakSearchText } from '../../modules/outbreaks/search-text.js';
import { rebuildOutbreakStats } from '../../modules/stats/outbreak-stats.js';
import { createRandom, type Random } from './random.js';

/** Written with the demo data and removed with it; the header's demo banner reads it. */
export const DEMO_DATA_MARK = 'demo-data';
export { DEMO_PASSWORD };

interface DemoAccount {
  email: string;
  role_id: number;
  first_name: string;
  last_name: string;
  user_type: string;
  title?: string;
  qualification?: string;
  affiliation?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'superadmin@demo.outbreak-watch.org',
    role_id: ROLE.SUPER_ADMIN,
    first_name: 'Grace',
    last_name: 'Mensah',
    user_type: 'admin',
    title: 'Dr',
    qualification: 'MPH',
    affiliation: 'World Health Organization (WHO)',
  },
  {
    email: 'admin@demo.outbreak-watch.org',
    role_id: ROLE.ADMIN,
    first_name: 'Ahmed',
    last_name: 'Karimi',
    user_type: 'admin',
    title: 'Dr',
    qualification: 'Epidemiologist',
    affiliation: 'Africa CDC',
  },
  {
    email: 'reporter@demo.outbreak-watch.org',
    role_id: ROLE.REPORTER,
    first_name: 'Lucía',
    last_name: 'Fernández',
    user_type: 'reporter',
    qualification: 'RN',
    affiliation: 'Médecins Sans Frontières (MSF)',
  },
  {
    email: 'blogger@demo.outbreak-watch.org',
    role_id: ROLE.BLOGGER,
    first_name: 'Tom',
    last_name: 'Becker',
    user_type: 'regular',
  },
  {
    email: 'amara.diallo@demo.outbreak-watch.org',
    role_id: ROLE.REPORTER,
    first_name: 'Amara',
    last_name: 'Diallo',
    user_type: 'reporter',
    title: 'Dr',
    qualification: 'MD',
    affiliation: 'Institut Pasteur',
  },
  {
    email: 'kenji.sato@demo.outbreak-watch.org',
    role_id: ROLE.BLOGGER,
    first_name: 'Kenji',
    last_name: 'Sato',
    user_type: 'premium',
    title: 'Prof',
    qualification: 'Virologist',
    affiliation: 'National Institute of Infectious Diseases (Japan)',
  },
  {
    email: 'priya.nair@demo.outbreak-watch.org',
    role_id: ROLE.BLOGGER,
    first_name: 'Priya',
    last_name: 'Nair',
    user_type: 'regular',
    title: 'Dr',
    qualification: 'PhD',
    affiliation: 'University / academic institution',
  },
];

const SOURCES = [
  'Ministry of Health situation report',
  'WHO Disease Outbreak News',
  'District surveillance officer',
  'Sentinel hospital laboratory',
  'National public health institute bulletin',
  'Community health worker network',
];

const COMMENTS = [
  'Laboratory confirmation by PCR would help here; are samples being shipped to the reference lab?',
  'Case counts match what our district team sees. Contact tracing coverage is the main gap.',
  'The attack rate looks high for this setting. Is the population at risk the whole district or only the affected villages?',
  'We saw a similar cluster last season. Vaccination coverage in the affected age groups was below 70%.',
  'Recommend active case finding in neighbouring health areas and reinforcing infection prevention in clinics.',
  'Deaths are concentrated among people who reached care late. Community messaging on early care-seeking should be a priority.',
  'Water, sanitation and hygiene measures at the markets would reduce further spread.',
  'Genomic sequencing results would show whether this is a new introduction or continued local transmission.',
  'Cross-border movement is heavy in this area; neighbouring surveillance teams should be alerted.',
  'The reproduction number is falling according to the last two weekly reports. Good sign, but too early to relax measures.',
];

interface HistoryPair {
  country: string;
  disease: string;
  years: number[];
}

function readDemoHistory(): HistoryPair[] {
  return JSON.parse(
    readFileSync(new URL('../../../seed-data/demo-history.json', import.meta.url), 'utf8'),
  ) as HistoryPair[];
}

export interface DemoContext {
  countries: Map<string, { id: number; name: string }>;
  diseases: Map<string, number>;
  states: Map<number, { id: number; name: string }[]>;
  pairs: { countryId: number; countryName: string; diseaseId: number; diseaseName: string }[];
  /** Cumulative weights for picking a pair. */
  weights: number[];
}

/** Countries, diseases and states by natural key, and the WHO report history weighted towards recent, non-COVID pairs. */
export async function loadDemoContext(db: Kysely<DB> | Transaction<DB>): Promise<DemoContext> {
  const countries = new Map(
    (await db.selectFrom('countries').select(['id', 'alpha2', 'name']).execute()).map((c) => [
      c.alpha2,
      { id: c.id, name: c.name },
    ]),
  );
  const diseases = new Map(
    (await db.selectFrom('diseases').select(['id', 'name']).execute()).map((d) => [d.name, d.id]),
  );
  const states = new Map<number, { id: number; name: string }[]>();
  for (const state of await db
    .selectFrom('states')
    .select(['id', 'name', 'country_id'])
    .where('is_custom', '=', false)
    .execute()) {
    const list = states.get(state.country_id) ?? [];
    list.push({ id: state.id, name: state.name });
    states.set(state.country_id, list);
  }
  const pairs: DemoContext['pairs'] = [];
  const weights: number[] = [];
  let total = 0;
  for (const pair of readDemoHistory()) {
    const country = countries.get(pair.country);
    const diseaseId = diseases.get(pair.disease);
    if (!country || diseaseId === undefined) continue;
    const lastYear = pair.years[pair.years.length - 1] ?? 2000;
    const weight =
      (lastYear >= 2018 ? 3 : 1) * (/covid/i.test(pair.disease) ? 0.1 : 1) * Math.min(pair.years.length, 4);
    total += weight;
    pairs.push({ countryId: country.id, countryName: country.name, diseaseId, diseaseName: pair.disease });
    weights.push(total);
  }
  return { countries, diseases, states, pairs, weights };
}

function pickPair(rng: Random, context: DemoContext) {
  const target = rng.next() * (context.weights[context.weights.length - 1] ?? 1);
  let low = 0;
  let high = context.weights.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((context.weights[mid] ?? 0) < target) low = mid + 1;
    else high = mid;
  }
  return context.pairs[low];
}

function statusForAge(rng: Random, ageDays: number): { status: string; confirmed: boolean } {
  if (ageDays < 30)
    return rng.chance(0.5)
      ? { status: 'investigating', confirmed: rng.chance(0.2) }
      : { status: 'active', confirmed: rng.chance(0.7) };
  if (ageDays < 120) {
    const roll = rng.next();
    if (roll < 0.4) return { status: 'active', confirmed: true };
    if (roll < 0.8) return { status: 'contained', confirmed: true };
    return { status: 'investigating', confirmed: false };
  }
  return { status: rng.chance(0.3) ? 'contained' : 'resolved', confirmed: rng.chance(0.9) };
}

export interface GeneratedOutbreak {
  row: Insertable<OutbreaksTable>;
  answers: Record<MetricQuestionKey, number>;
}

interface OutbreakOptions {
  today: Date;
  spanDays: number;
  reporterIds: number[];
  confirmerId: number | null;
  /** A pair and an age of its own (the emerging cluster), instead of random ones. */
  fixed?: { pair: DemoContext['pairs'][number]; ageDays: number };
}

/** One plausible outbreak: a real country × disease pair, values from the disease's profile. */
export function generateOutbreak(
  rng: Random,
  context: DemoContext,
  options: OutbreakOptions,
): GeneratedOutbreak {
  const pair = options.fixed?.pair ?? pickPair(rng, context);
  const profile = diseaseProfile(pair.diseaseName);
  const ageDays = options.fixed?.ageDays ?? rng.int(0, options.spanDays - 1);
  const date = new Date(options.today.getTime() - ageDays * 86_400_000).toISOString().slice(0, 10);
  const cases = Math.max(1, Math.round(rng.logUniform(profile.cases[0], profile.cases[1])));
  const deaths = Math.min(
    cases,
    Math.round(cases * (profile.cfr[0] + rng.next() * (profile.cfr[1] - profile.cfr[0]))),
  );
  // From a village cluster (a third of the people ill) to a district: attack rates span 0.1% to 50%.
  const population = Math.round(cases * rng.logUniform(2, 1_000));
  const secondary = Math.round((profile.r0[0] + rng.next() * (profile.r0[1] - profile.r0[0])) * 100) / 100;
  const answers = { cases, deaths, population_at_risk: population, secondary_cases: secondary };
  const metrics = computeOutbreakMetrics(answers);
  const states = context.states.get(pair.countryId) ?? [];
  const state = states.length > 0 && rng.chance(0.7) ? rng.pick(states) : undefined;
  const place = state ? `${state.name}, ${pair.countryName}` : pair.countryName;
  const { status, confirmed } = statusForAge(rng, ageDays);
  const description = rng.pick([
    `Health authorities in ${place} reported ${cases.toLocaleString('en-US')} cases of ${pair.diseaseName.toLowerCase()}, including ${deaths.toLocaleString('en-US')} deaths. Rapid response teams are investigating.`,
    `A cluster of ${pair.diseaseName.toLowerCase()} was detected in ${place} through routine surveillance. ${deaths > 0 ? `${deaths} deaths have been recorded.` : 'No deaths have been recorded.'}`,
    `${pair.diseaseName} cases are rising in ${place}. Contact tracing, case management and community engagement are under way.`,
    `Suspected ${pair.diseaseName.toLowerCase()} outbreak in ${place}; samples were sent for laboratory confirmation.`,
  ]);
  const source = rng.pick(SOURCES);
  return {
    answers,
    row: {
      disease_id: pair.diseaseId,
      country_id: pair.countryId,
      state_id: state?.id ?? null,
      city: null,
      date,
      description,
      source,
      search_text: outbreakSearchText({ description, source }),
      status,
      confirmed,
      confirmed_by_id: confirmed ? options.confirmerId : null,
      ...metrics,
      reporter_id: options.reporterIds.length > 0 ? rng.pick(options.reporterIds) : null,
      is_demo: true,
    },
  };
}

async function createDemoAccounts(tx: Transaction<DB>): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const lookup = async (table: 'titles' | 'qualifications' | 'affiliations', name?: string) =>
    name
      ? ((await tx.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst())?.id ?? null)
      : null;
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const row = await tx
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: passwordHash,
        first_name: account.first_name,
        last_name: account.last_name,
        role_id: account.role_id,
        user_type: account.user_type,
        is_verified: true,
        is_demo: true,
        title_id: await lookup('titles', account.title),
        qualification_id: await lookup('qualifications', account.qualification),
        affiliation_id: await lookup('affiliations', account.affiliation),
      })
      .onConflict((oc) => oc.column('email').doUpdateSet({ is_demo: true }))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(account.email, row.id);
  }
  return ids;
}

export interface DemoDataResult {
  loaded: boolean;
  outbreaks: number;
  comments: number;
}

/**
 * An emerging cluster, so that a first start has a current signal to show (and triage): cholera in the
 * Democratic Republic of the Congo, about a report a week from eleven weeks ago to two weeks ago, then six
 * in the last full week. It passes the alarm minimum (three reports over a baseline that is not all zeros).
 */
const CLUSTER = {
  country: 'CD',
  disease: 'Cholera',
  weekly: [1, 0, 1, 1, 0, 1, 1, 0, 1, 1],
  jump: 6,
  seed: 20_261_127,
};

/** The cluster's reports' ages in days: the weekly ones, then the jump on one day of the last full week. */
export function clusterAges(): number[] {
  const weeks = CLUSTER.weekly.length;
  return [
    ...CLUSTER.weekly.flatMap((count, i) => Array<number>(count).fill(7 * (weeks + 1 - i))),
    ...Array<number>(CLUSTER.jump).fill(7),
  ];
}

function clusterPair(context: DemoContext): DemoContext['pairs'][number] | undefined {
  const country = context.countries.get(CLUSTER.country);
  const diseaseId = context.diseases.get(CLUSTER.disease);
  if (!country || diseaseId === undefined) return undefined;
  return { countryId: country.id, countryName: country.name, diseaseId, diseaseName: CLUSTER.disease };
}

/**
 * Demo accounts, a few hundred outbreaks over the last two years and expert comments, generated the
 * same way every time relative to `today`, all flagged `is_demo`. Loaded once per database.
 */
export async function loadDemoData(
  db: Kysely<DB>,
  options: { today?: Date; outbreaks?: number } = {},
): Promise<DemoDataResult> {
  const today = options.today ?? new Date();
  const count = options.outbreaks ?? 360;
  return db.transaction().execute(async (tx) => {
    const mark = await tx
      .selectFrom('seed_marks')
      .select('name')
      .where('name', '=', DEMO_DATA_MARK)
      .executeTakeFirst();
    if (mark) return { loaded: false, outbreaks: 0, comments: 0 };
    const rng = createRandom(20_261_121);
    const accounts = await createDemoAccounts(tx);
    const context = await loadDemoContext(tx);
    const reporterIds = DEMO_ACCOUNTS.filter((a) => a.role_id !== ROLE.BLOGGER).map((a) =>
      accounts.get(a.email)!,
    );
    const expertIds = DEMO_ACCOUNTS.filter((a) => a.title).map((a) => accounts.get(a.email)!);
    const confirmerId = accounts.get('admin@demo.outbreak-watch.org') ?? null;
    const questions = await tx.selectFrom('assessment_questions').select(['id', 'question_key']).execute();

    // The cluster is the end of the count, drawn from a generator of its own, so that the random
    // reports and the comments before it are the same with or without it.
    const pair = clusterPair(context);
    const clusterRng = createRandom(CLUSTER.seed);
    const options = { today, spanDays: 730, reporterIds, confirmerId };
    const cluster = pair
      ? clusterAges()
          .slice(0, count)
          .map((ageDays) => generateOutbreak(clusterRng, context, { ...options, fixed: { pair, ageDays } }))
      : [];
    const randomCount = count - cluster.length;
    let made = 0;
    const nextOutbreak = () =>
      made < randomCount ? (made++, generateOutbreak(rng, context, options)) : cluster[made++ - randomCount];

    let comments = 0;
    for (let start = 0; start < count; start += 100) {
      const batch = Array.from({ length: Math.min(100, count - start) }, nextOutbreak);
      const inserted = await tx
        .insertInto('outbreaks')
        .values(batch.map((b) => b.row))
        .returning(['id', 'date'])
        .execute();
      const answers = inserted.flatMap((outbreak, i) =>
        questions
          .filter((q) => q.question_key in batch[i].answers)
          .map((q) => ({
            outbreak_id: outbreak.id,
            question_id: q.id,
            question_key: q.question_key,
            value: batch[i].answers[q.question_key as MetricQuestionKey],
          })),
      );
      if (answers.length > 0) await tx.insertInto('outbreak_answers').values(answers).execute();
      const commentRows = inserted.flatMap((outbreak) => {
        if (!rng.chance(0.45)) return [];
        return Array.from({ length: rng.int(1, 4) }, () => {
          const posted = new Date(`${outbreak.date}T08:00:00Z`).getTime() + rng.int(1, 20 * 24) * 3_600_000;
          return {
            outbreak_id: outbreak.id,
            author_id: rng.pick(expertIds),
            content: rng.pick(COMMENTS),
            is_demo: true,
            created_at: new Date(Math.min(posted, today.getTime())).toISOString(),
          };
        });
      });
      if (commentRows.length > 0) await tx.insertInto('comments').values(commentRows).execute();
      comments += commentRows.length;
    }
    await tx.insertInto('seed_marks').values({ name: DEMO_DATA_MARK }).execute();
    await rebuildOutbreakStats(tx);
    return { loaded: true, outbreaks: count, comments };
  });
}
