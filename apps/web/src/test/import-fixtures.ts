import { refusedImportPreviewRow, type ImportCheck, type ImportJob } from '@outbreak-watch/domain';

/** An uploaded import of these tests: a small CSV whose "Reported on" and "Nation" columns did not map. */
export function createImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    filename: 'ministry-week-47.csv',
    format: 'csv',
    sha256: 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0011',
    size: 2048,
    state: 'uploaded',
    headers: ['Reported on', 'Nation', 'Illness', 'Cases', 'Notes'],
    sample_rows: [
      ['03/04/2026', 'Kenya', 'Cholera', '12', 'Market outbreak'],
      ['05/04/2026', 'Narnia', 'Cholera', '4', ''],
    ],
    row_count: 30,
    mapping: {
      columns: { disease: 'Illness', cases: 'Cases', description: 'Notes' },
      date_format: 'iso',
      country_matches: {},
      disease_matches: {},
      default_status: 'active',
      confirm: false,
    },
    check: null,
    progress: { done: 0, total: 0 },
    result: null,
    error: null,
    created_by: { id: 1, name: 'Ada Admin' },
    created_at: '2026-11-27T10:00:00.000Z',
    started_at: null,
    finished_at: null,
    undone_at: null,
    can_undo: false,
    ...overrides,
  };
}

export function createImportCheck(overrides: Partial<ImportCheck> = {}): ImportCheck {
  return {
    counts: { total: 30, added: 26, updated: 0, duplicates: 1, refused: 3 },
    refusals: [
      { row: 4, column: 'Reported on', reason: 'The date "31/02/2026" is not a day of the calendar.' },
      { row: 9, column: 'Nation', reason: 'No country is called "Narnia".' },
    ],
    preview: [
      {
        row: 2,
        date: '2026-04-03',
        country: 'Kenya',
        state: null,
        city: null,
        disease: 'Cholera',
        status: 'active',
        cases: 12,
        deaths: 0,
        population_at_risk: 0,
        secondary_cases: null,
        description: 'Market outbreak',
        source: null,
        external_id: null,
        action: 'add',
      },
      // Refused: row 4's reason is among the refusals shown, row 11's only in the file of all of them.
      refusedImportPreviewRow(4),
      refusedImportPreviewRow(11),
    ],
    unmatched: { countries: ['Narnia'], diseases: [] },
    used_columns: ['Reported on', 'Nation', 'Illness', 'Cases', 'Notes'],
    ignored_columns: [],
    ...overrides,
  };
}
