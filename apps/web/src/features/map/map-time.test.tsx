import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOUNDARY_COLORS } from '../../components/map/boundary-colors';
import { BAND_FILLS } from './severity-bands';
import { findShape, renderMap, serveFrames, serveMap } from './test-map-data';

const timeControl = () => within(screen.getByRole('region', { name: 'Map over time' }));
const countryNames = () =>
  within(screen.getByRole('region', { name: 'Countries with outbreaks' }))
    .queryAllByRole('button')
    .map((button) => button.querySelector('.font-medium')?.textContent);

describe('The map over time', { timeout: 20_000 }, () => {
  it('is off by default and, turned on, shows the first week with its dates, colours and list', async () => {
    serveMap();
    const queries = serveFrames();
    const { user, router } = await renderMap('/map?days=30');
    expect(timeControl().queryByRole('slider')).not.toBeInTheDocument();
    expect(await findShape('404')).toHaveAttribute('fill', BAND_FILLS[5]);

    await user.click(timeControl().getByRole('checkbox', { name: 'Over time' }));

    const slider = await timeControl().findByRole('slider', { name: /Week shown/ });
    expect(router.state.location.search).toBe('?days=30&interval=week');
    expect(queries.at(-1)).toEqual({ days: '30', interval: 'week' });
    expect(slider).toHaveValue('0');
    expect(slider).toHaveAttribute('aria-valuetext', 'Week 2026-W02, Jan 5, 2026 – Jan 11, 2026');
    expect(timeControl().getByText('2026-W02 · Jan 5, 2026 – Jan 11, 2026')).toBeInTheDocument();
    // Nigeria alone, in the first week's band; Kenya has no reports that week.
    await waitFor(() => expect(countryNames()).toEqual(['Nigeria']));
    expect(await findShape('566')).toHaveAttribute('fill', BAND_FILLS[1]);
    expect(await findShape('404')).toHaveAttribute('fill', BOUNDARY_COLORS.light.land);
  });

  it('steps with the slider, keeps the frame in the URL, and opens a shared link on its frame', async () => {
    serveMap();
    serveFrames();
    const { router } = await renderMap('/map?interval=week&frame=2026-W03');
    const slider = await timeControl().findByRole('slider');
    expect(slider).toHaveValue('1');
    await waitFor(async () => expect(await findShape('566')).toHaveAttribute('fill', BAND_FILLS[5]));

    fireEvent.change(slider, { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?interval=week&frame=2026-W04'));
    expect(slider).toHaveAttribute('aria-valuetext', 'Week 2026-W04, Jan 19, 2026 – Jan 25, 2026');
    await waitFor(() => expect(countryNames()).toEqual([]));
    expect(screen.getByText('No outbreaks found matching current filters.')).toBeInTheDocument();

    fireEvent.change(slider, { target: { value: '3' } });
    await waitFor(() => expect(countryNames()).toEqual(['Kenya']));
    expect(await findShape('404')).toHaveAttribute('fill', BAND_FILLS[3]);
  });

  it('plays a frame a second and stops at the last', async () => {
    serveMap();
    serveFrames();
    const { user } = await renderMap('/map?interval=week&frame=2026-W03');
    const slider = await timeControl().findByRole('slider');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(timeControl().getByRole('button', { name: 'Play' }));
      expect(timeControl().getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(slider).toHaveValue('2'));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(slider).toHaveValue('3'));
      // The last frame: play stops there.
      expect(timeControl().getByRole('button', { name: 'Play' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(slider).toHaveValue('3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('switches to months and back off, and keeps the region in the URL and the requests', async () => {
    serveMap();
    const queries = serveFrames();
    const { user, router } = await renderMap('/map?interval=week&frame=2026-W03');
    await timeControl().findByRole('slider');

    await user.selectOptions(timeControl().getByRole('combobox', { name: 'Frames' }), 'Monthly');
    await waitFor(() => expect(router.state.location.search).toBe('?interval=month'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ interval: 'month' }));

    const region = within(screen.getByRole('form', { name: 'Map filters' })).getByRole('combobox', {
      name: 'Region',
    });
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Africa' })).toBeInTheDocument());
    await user.selectOptions(region, 'Africa');
    await waitFor(() => expect(router.state.location.search).toBe('?interval=month&region=2'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ interval: 'month', region: '2' }));

    await user.click(timeControl().getByRole('checkbox', { name: 'Over time' }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=2'));
    expect(timeControl().queryByRole('slider')).not.toBeInTheDocument();
  });
});
