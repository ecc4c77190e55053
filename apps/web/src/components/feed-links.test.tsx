import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../lib/i18n/locale';
import { FeedLinks } from './feed-links';
import { EXPORTS_MESSAGES } from './messages';

describe('FeedLinks', () => {
  it('links the feeds with the filters only, in English (the feeds’ default language)', () => {
    render(<FeedLinks filters={{ disease_id: 3, status: 'active' }} />);
    const feeds = within(
      screen.getByRole('navigation', { name: EXPORTS_MESSAGES.feedsAndExports.defaultMessage }),
    );
    expect(feeds.getByRole('link', { name: EXPORTS_MESSAGES.atomFeed.defaultMessage })).toHaveAttribute(
      'href',
      '/api/feeds/outbreaks.atom?disease_id=3&status=active',
    );
  });

  it('asks the feeds for the app’s language in French', async () => {
    await act(() => chooseLocale('fr'));
    render(<FeedLinks filters={{ disease_id: 3 }} />);
    const feeds = within(screen.getByRole('navigation', { name: 'Flux et exports' }));
    expect(feeds.getByRole('link', { name: 'Flux Atom des flambées confirmées' })).toHaveAttribute(
      'href',
      '/api/feeds/outbreaks.atom?disease_id=3&lang=fr',
    );
    expect(feeds.getByText('CAP').closest('a')).toHaveAttribute(
      'href',
      '/api/feeds/cap.atom?disease_id=3&lang=fr',
    );
  });

  it('asks the feeds for Arabic without other filters', async () => {
    await act(() => chooseLocale('ar'));
    render(<FeedLinks />);
    const feeds = within(screen.getByRole('navigation', { name: 'الخلاصات والتصدير' }));
    expect(feeds.getByRole('link', { name: 'خلاصة Atom للفاشيات المؤكدة' })).toHaveAttribute(
      'href',
      '/api/feeds/outbreaks.atom?lang=ar',
    );
    expect(feeds.getByText('CAP').closest('a')).toHaveAttribute('href', '/api/feeds/cap.atom?lang=ar');
  });
});
