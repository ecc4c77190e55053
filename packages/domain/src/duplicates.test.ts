import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_RULE,
  duplicateWindow,
  isSameAnswers,
  judgeDuplicate,
  textSimilarity,
  textTrigrams,
} from './duplicates.js';

const answers = { cases: 200, deaths: 50, population_at_risk: 10_000, secondary_cases: 1.5 };

describe('trigram similarity', () => {
  it("takes trigrams as PostgreSQL's pg_trgm does: folded words padded with two spaces before, one after", () => {
    expect([...textTrigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
    expect(textTrigrams('CÔTE, côte!')).toEqual(textTrigrams('cote'));
  });

  it('is 1 for the same words in any order or case, 0 for nothing shared or an empty text', () => {
    expect(textSimilarity('Cholera in Kisumu', 'kisumu CHOLERA in')).toBe(1);
    expect(textSimilarity('abc', 'xyz')).toBe(0);
    expect(textSimilarity('', 'cholera')).toBe(0);
    expect(textSimilarity(null, null)).toBe(0);
  });

  it('rates a reworded report of the same event above the threshold and an unrelated one below it', () => {
    const original = 'Cluster of cutaneous anthrax among cattle traders at the Ikeja livestock market.';
    expect(
      textSimilarity(original, 'Cutaneous anthrax cluster among traders of cattle, Ikeja livestock market'),
    ).toBeGreaterThanOrEqual(DUPLICATE_RULE.minSimilarity);
    expect(
      textSimilarity(
        'Suspected cholera cases in Kisumu after floods',
        'Cholera cases reported in Kisumu following flooding',
      ),
    ).toBeGreaterThanOrEqual(DUPLICATE_RULE.minSimilarity);
    expect(
      textSimilarity(
        'Cholera cases reported in the northern district after flooding.',
        'Acute watery diarrhoea in a refugee camp; several deaths.',
      ),
    ).toBeLessThan(DUPLICATE_RULE.minSimilarity);
  });
});

describe('the duplicate rule', () => {
  const report = { date: '2026-03-15', description: 'Anthrax among cattle traders in Ikeja.', answers };

  it('finds a similar description or the same answers within 14 days either side, and nothing beyond', () => {
    expect(judgeDuplicate(report, { ...report }).reasons).toEqual(['similar_description', 'same_answers']);
    expect(judgeDuplicate(report, { ...report, description: 'Sick cows.' }).reasons).toEqual([
      'same_answers',
    ]);
    expect(judgeDuplicate(report, { ...report, answers: { ...answers, cases: 201 } }).reasons).toEqual([
      'similar_description',
    ]);
    expect(judgeDuplicate(report, { ...report, date: '2026-03-29' }).reasons).toHaveLength(2);
    expect(judgeDuplicate(report, { ...report, date: '2026-03-01' }).reasons).toHaveLength(2);
    expect(judgeDuplicate(report, { ...report, date: '2026-03-30' }).reasons).toEqual([]);
    expect(
      judgeDuplicate(report, {
        date: report.date,
        description: 'Sick cows.',
        answers: { ...answers, deaths: 1 },
      }).reasons,
    ).toEqual([]);
  });

  it('compares answers by question, whatever their order, and needs the same questions', () => {
    expect(isSameAnswers({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(isSameAnswers({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(isSameAnswers({ a: 1, b: 2 }, { a: 1 })).toBe(false);
  });

  it('spans the window across months and years', () => {
    expect(duplicateWindow('2026-01-05')).toEqual({ from: '2025-12-22', to: '2026-01-19' });
  });
});
