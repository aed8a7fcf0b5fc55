import pg from "pg";
import { StoreUnavailable } from "../../errors.js";

/**
 * A PostgreSQL connection pool (node-postgres) bound to one schema. Every query runs with that
 * schema first on the search path, so tests and side-by-side deployments can share a database.
 * Times are stored as epoch milliseconds (BIGINT), as the embedded store keeps them, and read
 * back as numbers; JSON columns are JSONB.
 */

// BIGINT (int8) as a JavaScript number: epoch milliseconds and counts stay far below 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

export type Row = Record<string, unknown>;

/** What a query runs on: the pool, or one client inside a transaction. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T | null>;
  /** Rows changed by an INSERT, UPDATE or DELETE. */
  run(sql: string, params?: unknown[]): Promise<number>;
}

export interface PgOptions {
  url: string;
  schema: string;
  poolSize: number;
  statementTimeoutMs: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Whether an error means the database is away rather than the query wrong: no connection,
 * a connection cut, the server shutting down or starting (SQLSTATE classes 08 and 57P).
 */
export function databaseAway(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (/^08/.test(code) || /^57P0[1-3]$/.test(code))) return true;
  if (typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"].includes(code))
    return true;
  return (
    typeof message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
      message,
    )
  );
}

/** Runs a query, turning "the database is away" into StoreUnavailable (503, or SMTP 451). */
async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (databaseAway(error))
      throw new StoreUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    throw error;
  }
}

/**
 * A read on the pool is tried once more when its connection turns out dead (the database came
 * back, but an idle connection from before is still in the pool): reading twice changes nothing.
 */
async function read<T>(client: pg.Pool | pg.PoolClient, sql: string, work: () => Promise<T>): Promise<T> {
  if (!(client instanceof pg.Pool) || !/^\s*SELECT\b/i.test(sql)) return attempt(work);
  try {
    return await work();
  } catch (error) {
    if (!databaseAway(error)) throw error;
    return attempt(work);
  }
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query<T extends Row>(sql: string, params: unknown[] = []) {
      return read(client, sql, async () => (await client.query<T>(sql, params)).rows);
    },
    one<T extends Row>(sql: string, params: unknown[] = []) {
      return read(client, sql, async () => (await client.query<T>(sql, params)).rows[0] ?? null);
    },
    run(sql: string, params: unknown[] = []) {
      return attempt(async () => (await client.query(sql, params)).rowCount ?? 0);
    },
  };
}

export class PgDatabase implements Queryable {
  readonly pool: pg.Pool;
  private readonly direct: Queryable;

  constructor(readonly options: PgOptions) {
    if (!SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema name ${options.schema}`);
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      statement_timeout: options.statementTimeoutMs,
      // The schema first, then public for extensions.
      options: `-c search_path=${options.schema},public`,
      connectionTimeoutMillis: 5000,
    });
    // An idle client whose connection dies (a database restart) must not crash the service;
    // the pool drops it and the next query connects again.
    this.pool.on("error", () => undefined);
    this.direct = queryable(this.pool);
  }

  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]> {
    return this.direct.query<T>(sql, params);
  }
  one<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T | null> {
    return this.direct.one<T>(sql, params);
  }
  run(sql: string, params?: unknown[]): Promise<number> {
    return this.direct.run(sql, params);
  }

  /** Runs `work` in one transaction on one client: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await attempt(() => this.pool.connect());
    let broken = false;
    try {
      await client.query("BEGIN");
      const result = await work(queryable(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      // A connection that broke is dropped from the pool rather than handed out again.
      broken = databaseAway(error) || error instanceof StoreUnavailable;
      if (broken && !(error instanceof StoreUnavailable))
        throw new StoreUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Runs `work` while holding a session-level advisory lock, on a client of its own; other
   * instances asking for the same lock wait (migrations) or skip (`wait: false`, sweepers).
   * Resolves null when the lock was taken elsewhere and `wait` is false.
   */
  async withLock<T>(name: string, work: (tx: Queryable) => Promise<T>, wait = true): Promise<T | null> {
    const client = await attempt(() => this.pool.connect());
    const key = `${this.options.schema}:${name}`;
    try {
      if (wait) await client.query("SELECT pg_advisory_lock(hashtext($1))", [key]);
      else {
        const { rows } = await client.query<{ locked: boolean }>(
          "SELECT pg_try_advisory_lock(hashtext($1)) AS locked",
          [key],
        );
        if (!rows[0]?.locked) return null;
      }
      try {
        return await work(queryable(client));
      } finally {
        await client.query("SELECT pg_advisory_unlock(hashtext($1))", [key]).catch(() => undefined);
      }
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
