// `npm start`: build what is not built, then run the server in this process so signals reach it.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/server/dist/main.js');
