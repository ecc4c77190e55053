import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintFooter } from './print-footer';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PrintFooter /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('PrintFooter', () => {
  afterEach(() => vi.useRealTimers());

  it('is for paper only and gives the page address with its filters and the print date', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T15:04:00Z'), toFake: ['Date'] });
    renderAt('/analysis?days=30&disease_id=3');

    const footer = screen.getByTestId('print-footer');
    expect(footer).toHaveClass('hidden', 'print:block');
    expect(footer).toHaveTextContent(
      `${window.location.origin}/analysis?days=30&disease_id=3 · Printed Nov 27, 2026`,
    );
  });

  it('takes the date again when printing starts', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T15:04:00Z'), toFake: ['Date'] });
    renderAt('/map');
    vi.setSystemTime(new Date('2026-12-03T09:00:00Z'));

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });

    expect(screen.getByTestId('print-footer')).toHaveTextContent('Printed Dec 3, 2026');
  });
});
