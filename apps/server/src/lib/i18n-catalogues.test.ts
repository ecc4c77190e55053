import { readFileSync } from 'node:fs';
import { LOCALES, type CatalogueFile, type MessageDescriptor } from '@outbreak-watch/domain';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../mail/messages.js';
import { NOTICE_MESSAGES } from '../modules/notifications/messages.js';

const catalogue = (code: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../packages/domain/catalogues/${code}.json`, import.meta.url), 'utf8'),
  ) as CatalogueFile;

describe('the server’s messages in the catalogues', () => {
  const declared: MessageDescriptor[] = [...Object.values(MAIL_MESSAGES), ...Object.values(NOTICE_MESSAGES)];

  it('are in en.json with their English text, and translated in every other language', () => {
    expect(declared.length).toBeGreaterThan(30);
    const source = catalogue('en');
    for (const message of declared) {
      expect(source[message.id]?.message, message.id).toBe(message.defaultMessage);
      for (const { code } of LOCALES.filter((locale) => locale.code !== 'en'))
        expect(catalogue(code)[message.id]?.message, `${code} ${message.id}`).toBeTruthy();
    }
  });
});
