// `npm run bench`: the performance budgets of DESIGN.md §8, measured on this machine.
import { benchStart } from './start.mjs';

await benchStart();
