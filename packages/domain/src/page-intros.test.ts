import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueMessages, formatMessage, type CatalogueFile } from './i18n/messages.js';
import { PAGE_INTROS, pageIntroFrame } from './page-intros.js';

const frenchMessages = catalogueMessages(
  JSON.parse(readFileSync(new URL('../catalogues/fr.json', import.meta.url), 'utf8')) as CatalogueFile,
);

describe('pageIntroFrame', () => {
  it('writes a landing page’s heading and intro, with the words of its link', () => {
    const home = pageIntroFrame('/');
    expect(home).toContain(`<h1 class="`);
    expect(home).toContain(`>${PAGE_INTROS['/'].title}</h1>`);
    expect(home).toContain(`${PAGE_INTROS['/'].intro} <span class="`);
    expect(home).toContain('>How it works</span></p>');
    const reports = pageIntroFrame('/reports');
    expect(reports).toContain('>Surveillance</p>');
    expect(reports).toContain(`>${PAGE_INTROS['/reports'].intro}</div>`);
  });

  it('writes the intro in the language it is given, each text escaped', () => {
    const french = pageIntroFrame('/', (descriptor) => formatMessage(descriptor, {}, 'fr', frenchMessages));
    expect(french).toContain('>Tableau de bord des flambées</h1>');
    expect(french).toContain('>Comment ça marche</span></p>');
    expect(french).not.toContain(PAGE_INTROS['/'].title);
    expect(pageIntroFrame('/map', () => '<b>')).toContain('>&lt;b&gt;</h1>');
  });

  it('writes nothing for any other path, including the names every object has', () => {
    for (const path of ['/details/5', '/map/', '/information', '', '__proto__', 'constructor', 'toString']) {
      expect(pageIntroFrame(path)).toBe('');
    }
  });
});
