import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type {
  BackendMessage,
  CommandCompleteMessage,
  DataRowMessage,
  DatabaseError,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

interface Prepared {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them when it parsed the statement. */
  parameterTypes: number[];
  /** The columns of its result; absent for a statement that returns no rows. */
  columns: RowDescriptionMessage | undefined;
}

/** What drizzle's PGlite driver calls on its client: `query`, and `transaction` whose `tx.query` it calls. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** Statement names are unique in the process, so two caches on one PGlite never collide. */
let named = 0;

/**
 * PGlite with a statement cache, the way node-postgres' named statements and postgres.js's
 * `prepare` work on a server: each distinct query text is parsed and planned once, under a name,
 * and later runs only bind and execute it, in one call into PGlite instead of six.
 *
 * Why: PGlite parses and plans every statement in WebAssembly on the server's own thread, which
 * was most of an answer check's cost (a three-table session lookup 0.5 ms planned every time,
 * 0.1 ms prepared). PostgreSQL keeps protocol-level statements across transactions, rollbacks
 * included, and re-plans one by itself when a table it reads changes.
 *
 * The cache holds the `size` texts used last; the oldest is closed when a new one needs room, so
 * texts built per call (an `in (…)` list of varying length) cannot grow it without bound. Texts
 * longer than `maxText` (the content import's multi-row inserts) are run as PGlite runs them.
 */
export function withStatementCache(client: PGlite, { size = 256, maxText = 16_384 } = {}): PgliteClient {
  const statements = new Map<string, Prepared>();

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const oldest = statements.size >= size ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      await exchange(client, Buffer.concat([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]));
    }
    named += 1;
    const name = `roots_${String(named)}`;
    const messages = await exchange(
      client,
      Buffer.concat([
        serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const prepared = {
      name,
      parameterTypes: messages.find(isMessage<ParameterDescriptionMessage>('parameterDescription'))?.dataTypeIDs ?? [],
      columns: messages.find(isMessage<RowDescriptionMessage>('rowDescription')),
    };
    statements.set(text, prepared);
    return prepared;
  }

  /** One statement by its cached name; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    // PGlite's own query checks this first; the message is the one isDatabaseUnavailable knows.
    if (client.closed) throw new Error('PGlite is closed');
    let prepared = statements.get(text);
    if (prepared) {
      // Least recently used first: a hit moves to the end.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text, options);
    }
    // Looked up per value: merging PGlite's 300 serializers or parsers with the options' (as PGlite
    // does per query) costs more than the statement itself.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = prepared.parameterTypes[i] ?? -1;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      // What PGlite does for a type it has no serializer for (text, uuid: strings already).
      return serializer ? serializer(param) : (param as { toString(): string }).toString();
    });
    const messages = await exchange(
      client,
      Buffer.concat([serialize.bind({ statement: prepared.name, values }), serialize.execute(), serialize.sync()]),
    );
    return toResults<T>(messages, prepared.columns, options, client.parsers);
  }

  const cacheable = (text: string, options: QueryOptions | undefined) => text.length <= maxText && !options?.blob;

  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      cacheable(text, options)
        ? client._runExclusiveTransaction(() =>
            client._runExclusiveQuery(async () => {
              const result = await run<T>(text, params, options);
              // What PGlite does after a statement outside a transaction (a no-op on the Node file system).
              await client.syncToFs();
              return result;
            }),
          )
        : client.query<T>(text, params, options),
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          ...tx,
          query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
            cacheable(text, options)
              ? client._runExclusiveQuery(() => run<T>(text, params, options))
              : tx.query<T>(text, params, options),
        }),
      ),
  };
}

/** The rows and counts of one statement's messages, in the shape PGlite's `query` returns. */
function toResults<T>(
  messages: BackendMessage[],
  columns: RowDescriptionMessage | undefined,
  options: QueryOptions | undefined,
  defaultParsers: PGlite['parsers'],
): Results<T> {
  const fields = columns?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [];
  const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? defaultParsers[dataTypeID]);
  const rows: unknown[] = [];
  const results: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
  for (const message of messages) {
    if (isMessage<DataRowMessage>('dataRow')(message)) {
      // Text mode: each field is its text, or null.
      const values = (message.fields as (string | null)[]).map((value, i) => {
        const parser = parsers[i];
        return value === null || !parser ? value : (parser(value, fields[i]?.dataTypeID) as unknown);
      });
      rows.push(
        options?.rowMode === 'array' ? values : Object.fromEntries(values.map((value, i) => [fields[i]?.name, value])),
      );
    } else if (isMessage<CommandCompleteMessage>('commandComplete')(message)) {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the tag's last word, when it has one.
      const words = message.text.split(' ');
      const count = Number.parseInt(words.at(-1) ?? '', 10);
      if (!Number.isNaN(count)) results.rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? '')) results.affectedRows = count;
    }
  }
  return results;
}

const isMessage =
  <M extends BackendMessage>(name: M['name']) =>
  (message: BackendMessage): message is M =>
    message.name === name;

/**
 * Sends PGlite one run of protocol messages (ending in Sync) and returns PostgreSQL's replies, its
 * first error thrown. Encoded and parsed with node-postgres's codec (pg-protocol), on Buffers:
 * PGlite's own, written for every JavaScript runtime, measured its UTF-8 lengths character by
 * character and copied every field before decoding it, a seventh of the server's time under a
 * classroom's answers (the batch's write sends 40 KB).
 */
async function exchange(client: PGlite, message: Buffer): Promise<BackendMessage[]> {
  const chunks: Buffer[] = [];
  // A copy: the bytes are a view of PGlite's memory, which the next statement overwrites.
  await client.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
  });
  const messages: BackendMessage[] = [];
  new Parser().parse(Buffer.concat(chunks), (reply) => messages.push(reply));
  const error = messages.find(isMessage<DatabaseError>('error'));
  if (error) throw error;
  return messages;
}
