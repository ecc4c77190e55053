import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOUNDARY_COLORS } from '../../components/map/boundary-colors';
import { BAND_FILLS } from './severity-bands';
import { renderMap, serveFrames, serveMap } from './test-map-data';

/** The files the page hands to the browser as downloads: each blob with the name it is saved under. */
function watchDownloads() {
  const files: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob !== undefined) files.push({ blob, name: this.download });
  });
  return files;
}

const fillOf = (svg: Document, code: string) =>
  svg.querySelector(`path[data-country-code="${code}"]`)?.getAttribute('fill');

const svgOf = async (blob: Blob) => new DOMParser().parseFromString(await blob.text(), 'image/svg+xml');

describe('Map image download', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the map as it is now as an SVG with its title, filter, range and colours', async () => {
    serveMap();
    const files = watchDownloads();
    const { user } = await renderMap('/map?days=30&disease_id=3&confirmed=true');

    const button = await screen.findByRole('button', { name: 'Download map image as SVG' });
    await waitFor(() => expect(button).toBeEnabled());
    // The filter's names come from the reference lists.
    await waitFor(async () => {
      files.length = 0;
      await user.click(button);
      expect(await files[0].blob.text()).toContain('Cholera · confirmed reports only');
    });

    const [file] = files;
    expect(file.blob.type).toBe('image/svg+xml');
    expect(file.name).toMatch(/^outbreak-map-\d{4}-\d{2}-\d{2}\.svg$/);
    const svg = await svgOf(file.blob);
    const text = svg.documentElement.textContent;
    expect(text).toContain('Outbreak risk by country');
    expect(text).toMatch(/Last 30 days: \w{3} \d+, \d{4} – \w{3} \d+, \d{4}/);
    expect(text).toContain('Risk (severity score, 0–100)');
    expect(fillOf(svg, '404')).toBe(BAND_FILLS[5]);
  });

  it('draws the frame shown while the map is over time, in the chosen colouring', async () => {
    serveMap();
    serveFrames();
    const files = watchDownloads();
    const { user } = await renderMap('/map?interval=week&frame=2026-W05&colour=incidence');

    await screen.findByText(/2026-W05 · Jan 26, 2026 – Feb 1, 2026/);
    const button = screen.getByRole('button', { name: 'Download map image as SVG' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(files[0].name).toBe('outbreak-map-2026-W05.svg');
    const svg = await svgOf(files[0].blob);
    expect(svg.documentElement.textContent).toContain('Cases per 100,000 by country');
    expect(svg.documentElement.textContent).toContain('Week 2026-W05, Jan 26, 2026 – Feb 1, 2026');
    expect(svg.documentElement.textContent).toContain('All reports');
    // In week 5 only Kenya has outbreaks: 0.05 per 100,000 is the lowest incidence band; Nigeria is plain.
    expect(fillOf(svg, '404')).toBe(BAND_FILLS[1]);
    expect(fillOf(svg, '566')).toBe(BOUNDARY_COLORS.light.land);
  });

  it('says so, and changes nothing, when the browser cannot draw the PNG', async () => {
    serveMap();
    const files = watchDownloads();
    const { user } = await renderMap();

    const button = await screen.findByRole('button', { name: 'Download map image as PNG' });
    await waitFor(() => expect(button).toBeEnabled());
    // jsdom decodes no images: the PNG cannot be painted.
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be made.');
    expect(files).toHaveLength(0);
    expect(button).toBeEnabled();
  });
});
