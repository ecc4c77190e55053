import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { serveRegions } from '../test/region-fixtures';
import { server } from '../test/server';
import { RegionFilter } from './reference-filters';

function ChosenRegion() {
  const [value, setValue] = useState('');
  return (
    <>
      <RegionFilter value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value === '' ? 'all' : value}</output>
    </>
  );
}

describe('RegionFilter', () => {
  it('lists every area below its parent, and the chosen area is its M49 code', async () => {
    serveRegions();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ChosenRegion />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText('Region');
    expect(await screen.findByRole('option', { name: /Western Africa/ })).toBeInTheDocument();
    expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent?.trim())).toEqual([
      'All regions',
      'Africa',
      'Sub-Saharan Africa',
      'Western Africa',
      'Europe',
    ]);
    // Deeper areas are set in further.
    const indent = (name: string) =>
      Array.from(select.querySelectorAll('option'))
        .find((option) => option.textContent?.trim() === name)!
        .textContent.search(/\S/);
    expect(indent('Sub-Saharan Africa')).toBeGreaterThan(indent('Africa'));
    expect(indent('Western Africa')).toBeGreaterThan(indent('Sub-Saharan Africa'));

    await userEvent.setup().selectOptions(select, '11');
    expect(screen.getByRole('status')).toHaveTextContent('11');
  });

  it('says so when the regions cannot be loaded', async () => {
    server.use(http.get('/api/regions', () => HttpResponse.json({}, { status: 500 })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RegionFilter value="" onChange={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('option', { name: 'Could not be loaded' })).toBeDisabled();
  });
});
