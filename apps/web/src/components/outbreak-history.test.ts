import type { OutbreakHistoryEntry } from '@outbreak-watch/domain';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../lib/i18n/locale';
import { historyLine } from './outbreak-history';

const entry = (changes: Partial<OutbreakHistoryEntry>): OutbreakHistoryEntry => ({
  id: 1,
  kind: 'confirmed',
  status: null,
  fields: [],
  merged_id: null,
  created_at: '2026-03-05T12:00:00Z',
  actor_name: null,
  ...changes,
});

describe('historyLine', () => {
  it('says what the team did, in English as the spec writes it', () => {
    expect(historyLine(entry({ kind: 'confirmed' }))).toBe(
      'Confirmed by the verification team on Mar 5, 2026',
    );
  });

  it('says it in the reader’s language', async () => {
    await chooseLocale('fr');
    expect(historyLine(entry({ kind: 'corrected', fields: ['date', 'place'] }))).toBe(
      'Corrigée (date, lieu) par l’équipe de vérification le 5 mars 2026',
    );
  });
});
