// `npm run bench`: the performance budgets of DESIGN.md §8, measured on this machine.
import { benchApi } from './api.mjs';
import { benchBundle } from './bundle.mjs';
import { benchImport } from './import.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchStart } from './start.mjs';

if (process.env.BENCH_ONLY === 'import') await benchImport();
else {
  benchBundle();
  await benchStart();
  await benchLighthouse();
  await benchApi();
  await benchImport();
}
