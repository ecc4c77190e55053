import { describe, expect, it } from 'vitest';
import { createOutbreak } from './test/outbreak-fixtures';
import { loadMessages } from './lib/i18n/catalogues';
import { getLocaleState } from './lib/i18n/locale';
import { formatCount } from './lib/format';
import { loadFrameLanguage, renderDetailsFrame } from './page-frames';

describe('the details frame the server writes', () => {
  it('is in the reader’s language, its dates too, and leaves the app’s language as it was', async () => {
    const outbreak = createOutbreak({ cases: 1250 });
    await loadFrameLanguage('ar');
    const messages = await loadMessages('ar');
    const holder = document.createElement('div');
    holder.innerHTML = renderDetailsFrame(outbreak, `/details/${outbreak.id}`, 'ar', messages);

    expect(holder.querySelector('section h2')?.textContent).toBe(messages['report.summary']);
    expect(holder).toHaveTextContent(messages['status.investigating'] ?? '');
    expect(holder).not.toHaveTextContent('Nov 21, 2026');

    // The app, in English, is untouched.
    expect(getLocaleState().locale).toBe('en');
    expect(formatCount(1250)).toBe('1,250');
    holder.innerHTML = renderDetailsFrame(outbreak, `/details/${outbreak.id}`);
    expect(holder.querySelector('section h2')?.textContent).toBe('Summary');
    expect(holder).toHaveTextContent('Nov 21, 2026');
    expect(holder).toHaveTextContent('1,250');
  });
});
