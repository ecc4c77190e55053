import { PAGE_CONFIG_ELEMENT_ID, PRODUCT } from '@outbreak-watch/domain';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../test/render-app';
import { server, testConfig } from '../test/server';
import { publicConfigQueryOptions } from './config-query';

describe('the settings the server puts in the page', () => {
  beforeAll(() => {
    // As plugins/web.ts writes them into every page it serves; read once, on first use.
    const block = document.createElement('script');
    block.id = PAGE_CONFIG_ELEMENT_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify({ ...testConfig, demo: true });
    document.head.append(block);
  });

  it('are there before any request, so the first paint already has the demo banner', async () => {
    // Were the app to ask, it would learn nothing: the page is all it has.
    server.use(http.get('/api/config', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderApp('/');
    expect(screen.getByText(PRODUCT.demoBanner)).toBeInTheDocument();
    expect(await findPageHeading('Outbreak Dashboard')).toBeInTheDocument();
    expect(screen.getByText(PRODUCT.demoBanner)).toBeInTheDocument();
  });

  it('are the initial data of the config query, fresh for its usual time', () => {
    const options = publicConfigQueryOptions();
    expect(options.initialData).toEqual({ ...testConfig, demo: true });
    expect(Date.now() - (options.initialDataUpdatedAt as number)).toBeLessThan(60_000);
  });
});
