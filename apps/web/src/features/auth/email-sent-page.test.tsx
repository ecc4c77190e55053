import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';

describe('Email-sent page', () => {
  it('confirms a verification email with the address, the tips and Return to login', async () => {
    renderApp('/auth/email-sent/verification?email=amara%40example.org');

    await findPageHeading('Verification Email Sent');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/We sent a verification link to/)).toHaveTextContent('amara@example.org');
    expect(main.getByText('Check your spam or junk folder.')).toBeInTheDocument();
    expect(main.getByText(/Verify that the address above/)).toBeInTheDocument();
    expect(main.getByText(/Wait a few minutes/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/auth/login');
    expect(main.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(main.queryByText('Verification email sent successfully!')).not.toBeInTheDocument();
  });

  it('confirms a password-reset email with Try again', async () => {
    renderApp('/auth/email-sent/password-reset?email=amara%40example.org');

    await findPageHeading('Password Reset Email Sent');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/We sent a link to choose a new password to/)).toHaveTextContent(
      'amara@example.org',
    );
    expect(main.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/auth/login');
    expect(main.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('keeps the header banner, with its resend, for a signed-in, unverified user', async () => {
    renderApp('/auth/email-sent/verification?email=jane.doe%40example.org', {
      user: createTestUser({ is_verified: false }),
    });

    await findPageHeading('Verification Email Sent');
    const banner = within(screen.getByRole('region', { name: 'Email verification required' }));
    expect(banner.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Resend verification email' })).toHaveLength(1);
  });

  it('sends an unknown email type home', async () => {
    const { router } = renderApp('/auth/email-sent/newsletter');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
