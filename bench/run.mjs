// `npm run bench`: the performance budgets of DESIGN.md §8, measured on this machine.
import { benchApi } from './api.mjs';
import { benchBundle } from './bundle.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchStart } from './start.mjs';

benchBundle();
await benchStart();
await benchLighthouse();
await benchApi();
