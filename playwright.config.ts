import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh data folder per run; workers inherit the variable from the process that loaded this file.
process.env.OW_E2E_RUN ??= `${Date.now()}-${process.pid}`;
const dataDir = path.join(tmpdir(), `ow-e2e-${process.env.OW_E2E_RUN}`);
// Journeys read the mail the server writes to DATA_DIR/mail (no SMTP in tests).
process.env.OW_E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 8191);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Journeys sign in, file reports and load maps: on a 2-core machine running the server too, 30 s is tight.
  timeout: 45_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  // `@phone` journeys run at both sizes; `@phone-only` ones check the phone layout and run on the phone only.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: {
    // The production build served by the real server on an empty SQLite database.
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Its warnings and errors (LOG_LEVEL below) show beside a failing journey.
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Tiles come from the internet, which tests must not depend on.
      MAP_TILE_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
