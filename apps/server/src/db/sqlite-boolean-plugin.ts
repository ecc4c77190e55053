import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/** better-sqlite3 cannot bind JavaScript booleans: send them as 1 and 0. */
class BooleanParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = super.transformValue(node);
    return typeof value.value === 'boolean' ? { ...value, value: value.value ? 1 : 0 } : value;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const list = super.transformPrimitiveValueList(node);
    return { ...list, values: list.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)) };
  }
}

/**
 * SQLite has no boolean type. This plugin binds booleans as 1/0 and turns the named columns back
 * into booleans in results, so the code sees the same values as on PostgreSQL.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanParameterTransformer();

  constructor(private readonly booleanColumns: ReadonlySet<string>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
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
