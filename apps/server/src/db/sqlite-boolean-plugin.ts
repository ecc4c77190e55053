import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * SQLite has no boolean type: booleans are stored as 1/0 (bound so by sqlite-statements.ts). This
 * plugin turns the named columns back into booleans in results, so the code sees the same values as
 * on PostgreSQL.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  constructor(private readonly booleanColumns: ReadonlySet<string>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key in row) {
        if (this.booleanColumns.has(key) && typeof row[key] === 'number') row[key] = row[key] !== 0;
      }
    }
    return Promise.resolve(args.result);
  }
}
