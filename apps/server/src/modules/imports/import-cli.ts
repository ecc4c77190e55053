import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImportMappingSchema, ROLE, type ImportCounts, type ImportJob } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';
import { processImportJob } from './import-run.js';
import { checkImport, describeCounts, getImport, startImport, uploadImport } from './imports.service.js';

export interface ImportTaskOptions {
  file: string;
  /** A JSON ImportMapping; without it, columns whose headers name a field map themselves. */
  mappingFile?: string;
  dryRun: boolean;
  /** The admin the import is recorded under; the first super admin when not given. */
  asEmail?: string;
}

/**
 * `npm run cli -- import FILE`: the same upload, check and run as the API's, in this process. Returns
 * the lines to print and the exit code: 1 when rows were refused and none could be stored.
 */
export async function runImportTask(
  db: Kysely<DB>,
  options: ImportTaskOptions,
): Promise<{ lines: string[]; exitCode: number; job: ImportJob }> {
  let runner = db.selectFrom('users').select(['id', 'role_id']);
  runner = options.asEmail
    ? runner.where('email', '=', options.asEmail.toLowerCase())
    : runner.where('role_id', '=', ROLE.SUPER_ADMIN).orderBy('id');
  const user = await runner.executeTakeFirst();
  if (!user || (user.role_id !== ROLE.ADMIN && user.role_id !== ROLE.SUPER_ADMIN))
    throw new Error(
      options.asEmail
        ? `${options.asEmail} is not an admin.`
        : 'No super admin to record the import under: create one (create-admin) or pass --as EMAIL.',
    );
  const content = readFileSync(options.file);
  const uploaded = await uploadImport(db, {
    filename: path.basename(options.file),
    format: options.file.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv',
    content,
    actorId: user.id,
  });
  const mapping = options.mappingFile
    ? ImportMappingSchema.parse(JSON.parse(readFileSync(options.mappingFile, 'utf8')))
    : uploaded.mapping;
  const checked = await checkImport(db, uploaded.id, mapping);
  const check = checked.check!;
  const lines = [
    `Import #${checked.id} of ${checked.filename} (${checked.row_count.toLocaleString('en-US')} rows, sha256 ${checked.sha256.slice(0, 12)}…)`,
    `Columns used: ${check.used_columns.join(', ') || 'none'}`,
    `Columns ignored: ${check.ignored_columns.join(', ') || 'none'}`,
  ];
  if (check.unmatched.countries.length > 0)
    lines.push(`Countries not found: ${check.unmatched.countries.join(', ')}`);
  if (check.unmatched.diseases.length > 0)
    lines.push(`Diseases not found: ${check.unmatched.diseases.join(', ')}`);
  const refusals = check.refusals
    .slice(0, 10)
    .map((r) => `  row ${r.row}${r.column ? `, ${r.column}` : ''}: ${r.reason}`);
  let counts: ImportCounts = check.counts;
  let job = checked;
  if (options.dryRun) lines.push(`Dry run: ${describeCounts(counts)}. Nothing was stored.`);
  else {
    const actor = { id: user.id, role_id: user.role_id } as AuthUser;
    await startImport(db, checked.id, { actor, audit: { ip: null, requestId: null } });
    await processImportJob(db, checked.id);
    job = await getImport(db, checked.id);
    counts = job.result ?? counts;
    lines.push(`${job.state === 'done' ? 'Done' : `Ended ${job.state}`}: ${describeCounts(counts)}.`);
    if (job.error) lines.push(`Error: ${job.error}`);
  }
  if (refusals.length > 0) lines.push('First refusals:', ...refusals);
  const stored = counts.added + counts.updated;
  return { lines, exitCode: stored === 0 && counts.refused > 0 ? 1 : 0, job };
}
