// `npm run bench`: the performance budgets of DESIGN.md §8, measured on this machine.
import { benchApi } from './api.mjs';
import { benchStart } from './start.mjs';

await benchStart();
await benchApi();
