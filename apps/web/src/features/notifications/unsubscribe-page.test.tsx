import { NOTIFICATION_MESSAGES } from '@outbreak-watch/domain';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/auth-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { UNSUBSCRIBE_TEXT } from './notifications-text';

const TOKEN = 'eyJ1c2VyIjo3fQ.c2lnbmF0dXJl';

function serveUnsubscribe(respond: () => Response | Promise<Response>) {
  const requests: { token: string | null; authorization: string | null }[] = [];
  server.use(
    http.post('/api/notifications/unsubscribe', ({ request }) => {
      requests.push({
        token: new URL(request.url).searchParams.get('token'),
        authorization: request.headers.get('authorization'),
      });
      return respond();
    }),
  );
  return requests;
}

describe('Unsubscribe page', () => {
  it('unsubscribes only when the button is pressed, then shows the server’s message', async () => {
    const requests = serveUnsubscribe(async () => {
      await delay(30);
      return HttpResponse.json({ message: NOTIFICATION_MESSAGES.unsubscribed });
    });
    const { user } = renderApp(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);

    await findPageHeading(UNSUBSCRIBE_TEXT.title.defaultMessage);
    expect(screen.getByText(UNSUBSCRIBE_TEXT.intro.defaultMessage)).toBeInTheDocument();
    expect(document.title).toBe('Unsubscribe · Outbreak Watch');
    // Mail scanners open links: nothing happens until a person presses the button.
    await delay(50);
    expect(requests).toHaveLength(0);

    const button = screen.getByRole('button', { name: UNSUBSCRIBE_TEXT.button.defaultMessage });
    await user.click(button);
    expect(button).toBeDisabled();

    expect(await screen.findByText(NOTIFICATION_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(requests).toEqual([{ token: TOKEN, authorization: null }]);
    expect(
      screen.queryByRole('button', { name: UNSUBSCRIBE_TEXT.button.defaultMessage }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s message for a used or invalid link', async () => {
    serveUnsubscribe(() =>
      HttpResponse.json(errorBody(400, NOTIFICATION_MESSAGES.unsubscribeInvalid), { status: 400 }),
    );
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`);
    await findPageHeading(UNSUBSCRIBE_TEXT.title.defaultMessage);

    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXT.button.defaultMessage }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    expect(
      screen.queryByRole('button', { name: UNSUBSCRIBE_TEXT.button.defaultMessage }),
    ).not.toBeInTheDocument();
  });

  it('lets the user try again after a server failure', async () => {
    serveUnsubscribe(() =>
      HttpResponse.json(
        { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
        { status: 500 },
      ),
    );
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`);
    await findPageHeading(UNSUBSCRIBE_TEXT.title.defaultMessage);

    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXT.button.defaultMessage }));

    expect(await screen.findByText(UNSUBSCRIBE_TEXT.failed.defaultMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UNSUBSCRIBE_TEXT.button.defaultMessage })).toBeEnabled();
  });

  it('explains a link without its token and offers no button', async () => {
    const requests = serveUnsubscribe(() => HttpResponse.json({ message: 'never' }));
    renderApp('/unsubscribe');
    await findPageHeading(UNSUBSCRIBE_TEXT.title.defaultMessage);

    expect(screen.getByText(UNSUBSCRIBE_TEXT.missingToken.defaultMessage)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: UNSUBSCRIBE_TEXT.button.defaultMessage }),
    ).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
