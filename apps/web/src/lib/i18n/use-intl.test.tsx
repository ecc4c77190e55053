import { AUTH_MESSAGE_DESCRIPTORS } from '@outbreak-watch/domain';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from './locale';
import { LocaleProvider } from './locale-provider';
import { useIntl } from './use-intl';

const TAGGED = {
  id: 'test.useIntl.tagged',
  defaultMessage: 'Sent to <b>{email}</b>',
  description: 'A test message with a tag.',
};

function Texts() {
  const intl = useIntl();
  return (
    <>
      <p data-testid="text">{intl.formatMessage(AUTH_MESSAGE_DESCRIPTORS.tooManyAttempts, { minutes: 2 })}</p>
      <p data-testid="rich">
        {intl.formatMessage(TAGGED, { email: 'a@b.org', b: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <p data-testid="number">{intl.formatNumber(1234.5)}</p>
    </>
  );
}

describe('useIntl', () => {
  it('formats text messages in the chosen language, follows a change of it, and keeps rich text', async () => {
    render(
      <LocaleProvider>
        <Texts />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent(
      'Too many attempts for this account. Please try again in 2 minutes.',
    );
    expect(screen.getByTestId('rich').querySelector('strong')).toHaveTextContent('a@b.org');
    expect(screen.getByTestId('number')).toHaveTextContent('1,234.5');

    await act(() => chooseLocale('fr'));
    expect(screen.getByTestId('text')).toHaveTextContent(/dans 2 minutes\.$/);
    // A message the catalogue lacks keeps its English text, with its tags.
    expect(screen.getByTestId('rich')).toHaveTextContent('Sent to a@b.org');
    expect(screen.getByTestId('rich').querySelector('strong')).toHaveTextContent('a@b.org');
    expect(screen.getByTestId('number').textContent).toBe('1\u202f234,5');
  });

  it('renders nothing again when the app starts in, or is given, the language it already shows', async () => {
    const rendered = vi.fn();
    function Counted() {
      rendered();
      return <p>{useIntl().formatMessage(AUTH_MESSAGE_DESCRIPTORS.tooManyAttempts, { minutes: 2 })}</p>;
    }
    render(
      <LocaleProvider>
        <Counted />
      </LocaleProvider>,
    );
    // The provider's start (English, which needs no catalogue) has settled.
    await act(() => chooseLocale('en'));
    const settled = rendered.mock.calls.length;
    await act(() => chooseLocale('en'));
    expect(rendered).toHaveBeenCalledTimes(settled);
    await act(() => chooseLocale('fr'));
    expect(rendered).toHaveBeenCalledTimes(settled + 1);
  });
});
