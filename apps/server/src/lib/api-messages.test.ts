import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@outbreak-watch/domain';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_MESSAGES } from '../plugins/client-errors.js';
import { REQUEST_MESSAGES } from '../plugins/request-guards.js';
import { localize } from './i18n.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Values to call a message function with, by its parameters' count: enough to reach each text. */
const SAMPLE_CALLS: Record<string, unknown[][]> = {
  'ADMIN_MESSAGES.notFound': [['title'], ['affiliation'], ['qualification']],
  'ADMIN_MESSAGES.duplicateName': [['affiliation', 'WHO']],
  'ADMIN_MESSAGES.inUse': [
    ['title', 1],
    ['qualification', 3],
  ],
  'ADMIN_USER_MESSAGES.self': [['verify'], ['suspend'], ['unsuspend'], ['delete'], ['change the role of']],
  'SIGNAL_TRIAGE_MESSAGES.transition': [
    ['new', 'verified'],
    ['discarded', 'under_review'],
  ],
  'SIGNAL_TRIAGE_MESSAGES.outbreaksUnknown': [[[12, 13]]],
  'SIGNAL_TRIAGE_MESSAGES.outbreaksOutsideSeries': [[[7]]],
  'VERIFICATION_MESSAGES.sameStatus': [['Active'], ['Investigating'], ['Contained'], ['Resolved']],
  'EXPORT_MESSAGES.tooLargeForVisitors': [
    [25_000, 10_000],
    [null, 10_000],
  ],
  'MAP_FRAME_MESSAGES.tooMany': [['week'], ['month']],
  'EXCHANGE_MESSAGES.weekOutOfYear': [[2026]],
  'DUPLICATE_MESSAGES.alreadyMerged': [[1234]],
  'DUPLICATE_MESSAGES.mergedReason': [[1234]],
};

/** The refusals of each module, in English as the server sends them. */
function refusals(): { name: string; text: string }[] {
  const groups: Record<string, object> = {
    ...Object.fromEntries(
      Object.entries(domain).filter(
        // The import module's texts are converted with its page; success texts are not refusals.
        ([name, value]) =>
          /_MESSAGES$/.test(name) && typeof value === 'object' && !['IMPORT_MESSAGES'].includes(name),
      ),
    ),
    MESSAGES: domain.MESSAGES,
    PROTOCOL_MESSAGES,
    REQUEST_MESSAGES,
  };
  const found: { name: string; text: string }[] = [];
  for (const [group, messages] of Object.entries(groups)) {
    for (const [key, value] of Object.entries(messages) as [string, unknown][]) {
      const name = `${group}.${key}`;
      if (typeof value === 'string') found.push({ name, text: value });
      else if (typeof value === 'function') {
        const format = value as (...args: unknown[]) => unknown;
        const calls = SAMPLE_CALLS[name] ?? [Array.from({ length: format.length }, () => 'x')];
        for (const args of calls) found.push({ name, text: String(format(...args)) });
      }
    }
  }
  return found;
}

/** Answers that are no refusal, or whose words are data: they need no translation here. */
const NOT_REFUSALS = new Set([
  'CONTACT_MESSAGES.sent',
  'NOTIFICATION_MESSAGES.unsubscribed',
  'PUSH_MESSAGES.subscribed',
  'PUSH_MESSAGES.unsubscribed',
  'REQUEST_MESSAGES.repeatedParameter',
  'REQUEST_MESSAGES.nulCharacter',
]);

describe("the API's refusals", () => {
  it('each has a message id and a French translation', () => {
    const untranslated = refusals()
      .filter(({ name }) => !NOT_REFUSALS.has(name))
      .filter(({ text }) => localize(text, 'fr') === text)
      .map(({ name, text }) => `${name}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('covers every module that refuses requests', () => {
    const groups = new Set(refusals().map(({ name }) => name.split('.')[0]));
    for (const group of [
      'API_MESSAGES',
      'AUTH_MESSAGES',
      'MESSAGES',
      'OUTBREAK_MESSAGES',
      'ADMIN_MESSAGES',
      'ADMIN_USER_MESSAGES',
      'DUPLICATE_MESSAGES',
      'EXCHANGE_MESSAGES',
      'EXPORT_MESSAGES',
      'SIGNAL_TRIAGE_MESSAGES',
      'VERIFICATION_MESSAGES',
      'MODERATION_MESSAGES',
      'SITUATION_MESSAGES',
      'PROTOCOL_MESSAGES',
      'REQUEST_MESSAGES',
    ]) {
      expect(groups, group).toContain(group);
    }
  });

  it('reads the values back out of the English text', () => {
    expect(localize(domain.ADMIN_MESSAGES.notFound('affiliation'), 'fr')).toBe('Affiliation introuvable');
    expect(localize(domain.ADMIN_USER_MESSAGES.self('suspend'), 'fr')).toBe(
      'Vous ne pouvez pas suspendre votre propre compte.',
    );
    expect(localize(domain.ADMIN_USER_MESSAGES.self('change the role of'), 'fr')).toBe(
      'Vous ne pouvez pas modifier le rôle de votre propre compte.',
    );
    expect(localize(domain.DUPLICATE_MESSAGES.alreadyMerged(1234), 'fr')).toBe(
      'Cette flambée a été fusionnée avec le signalement n°\u00a01234.',
    );
    expect(localize(domain.EXPORT_MESSAGES.tooLargeForVisitors(25_000, 10_000), 'fr')).toContain(
      'Cet export compte 25\u202f000 lignes',
    );
    expect(localize(domain.ADMIN_MESSAGES.inUse('title', 3), 'ru')).toContain('3 пользователя');
    expect(localize(domain.SIGNAL_TRIAGE_MESSAGES.transition('new', 'verified'), 'es')).toBe(
      'Una señal nueva no se puede marcar como evento verificado.',
    );
  });

  it('keeps the English texts', () => {
    expect(domain.ADMIN_MESSAGES.notFound('title')).toBe('Title not found');
    expect(domain.ADMIN_MESSAGES.valueRange).toBe('Values must be between 0 and 1000000000000');
    expect(domain.EXPORT_MESSAGES.tooLargeForVisitors(null, 10_000)).toBe(
      'This export has more than 10,000 rows; sign in to have it prepared and sent to you, or narrow the filters.',
    );
    expect(domain.SIGNAL_TRIAGE_MESSAGES.transition('under_review', 'new')).toBe(
      'A signal that is under review cannot be marked new.',
    );
    expect(domain.OUTBREAK_MESSAGES.searchTooLong).toBe('Search text cannot exceed 100 characters.');
  });
});

/** Source files of the server and the domain, but for tests and the import module (converted apart). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'imports' || name === 'test' ? [] : sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !/import/.test(name) ? [file] : [];
  });
}

describe('the server and domain sources', () => {
  it('write no refusal text in place: each comes from a declared message', () => {
    const inline =
      /\b(?:notFound|forbidden|badRequest)\(\s*['`]|new HttpError\(\s*\d+,\s*['`]|\b(?:error|message):\s*['`][A-Z]/;
    const offenders = [
      ...sources(path.join(root, 'apps/server/src')),
      ...sources(path.join(root, 'packages/domain/src')),
    ].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => inline.test(line) && !/error: '(Conflict|Permanent Redirect)'/.test(line))
        .map(({ index }) => `${path.relative(root, file)}:${index + 1}`),
    );
    expect(offenders).toEqual([]);
  });
});
