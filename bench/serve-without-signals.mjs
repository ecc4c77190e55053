// The built server as apps/server/dist/main.js starts it, but without the signal runner: the "runner
// off" side of the write benchmark in api.mjs. Stops on SIGTERM.
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { createDatabase } from '../apps/server/dist/db/database.js';
import { prepareDatabase } from '../apps/server/dist/db/prepare.js';

const config = loadConfig();
const database = createDatabase(config.database);
const app = await buildApp({ config, database });
await prepareDatabase(database, config, app.log);
await app.listen({ port: config.port, host: config.host });
app.mail.start();
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.destroy())
    .then(() => process.exit(0));
});
