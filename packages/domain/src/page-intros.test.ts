import { describe, expect, it } from 'vitest';
import { PAGE_INTROS, pageIntroFrame } from './page-intros.js';

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

  it('writes nothing for any other path, including the names every object has', () => {
    for (const path of ['/details/5', '/map/', '/information', '', '__proto__', 'constructor', 'toString']) {
      expect(pageIntroFrame(path)).toBe('');
    }
  });
});
