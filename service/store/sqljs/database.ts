import { deflateRawSync, inflateRawSync } from "node:zlib";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BindParams, Database, SqlJsStatic, SqlValue, Statement } from "sql.js";

export type Row = Record<string, SqlValue>;

/**
 * The schema every table lives in. sql.js always backs its main database with a file in
 * Emscripten's in-memory file system, and every page write goes through that emulated file
 * layer; a database attached as ':memory:' skips it and makes inserts several times faster.
 * Unqualified table names in queries resolve to it because main stays empty.
 */
export const SCHEMA = "store";

type InitSqlJs = (config?: { locateFile?: (file: string) => string }) => Promise<SqlJsStatic>;

/**
 * Loads sql.js at run time rather than through the bundler: its Emscripten wrapper does not
 * survive being bundled as an ES module. The service bundle ships sql-wasm.js and
 * sql-wasm.wasm beside itself (dist/service/); from source, the installed package is used.
 */
function loadInitSqlJs(): { init: InitSqlJs; directory: string } {
  const requireHere = createRequire(import.meta.url);
  const beside = join(dirname(fileURLToPath(import.meta.url)), "sql-wasm.cjs");
  const entry = existsSync(beside) ? beside : requireHere.resolve(["sql.js", "dist", "sql-wasm.js"].join("/"));
  // Called through Reflect so the bundler leaves this require to run time.
  return {
    init: Reflect.apply(requireHere, undefined, [entry]) as InitSqlJs,
    directory: dirname(entry),
  };
}

let sqlJs: Promise<SqlJsStatic> | undefined;

/**
 * Awaits `work` with a timer holding the event loop open. V8 compiles sql.js's WebAssembly on its
 * background threads and settles the promise with a task of its own, which holds no libuv handle.
 * At start-up nothing else is open yet, so the event loop would find itself idle and Node would
 * run the rest of start-up inside its task drain, which then waits for every background job to
 * finish, the optimizing recompilations of the SQLite functions the migrations made hot among
 * them: the service printed its banner and answered its first request about 150 ms later.
 */
async function holdingTheEventLoop<T>(work: Promise<T>): Promise<T> {
  const hold = setInterval(() => {}, 60_000);
  try {
    return await work;
  } finally {
    clearInterval(hold);
  }
}

/**
 * A prepared statement and its column names. The names of a statement's columns never change, and
 * reading them costs a call into WebAssembly and a string decode per column: they are read once,
 * on the statement's first row, instead of on every row of every call.
 */
interface Prepared {
  statement: Statement;
  names: string[] | undefined;
}

function toRow(prepared: Prepared, values: SqlValue[]): Row {
  const names = (prepared.names ??= prepared.statement.getColumnNames());
  const row: Row = {};
  for (let i = 0; i < names.length; i++) row[names[i]!] = values[i] ?? null;
  return row;
}

/**
 * A sql.js database with cached prepared statements. The hot paths (mail intake, waits)
 * run the same few statements thousands of times; preparing once keeps them in microseconds.
 */
export class SqlDatabase {
  private readonly statements = new Map<string, Prepared>();

  private constructor(private readonly db: Database) {}

  static async open(): Promise<SqlDatabase> {
    if (!sqlJs) {
      const { init, directory } = loadInitSqlJs();
      sqlJs = init({ locateFile: (file) => join(directory, file) });
    }
    const SQL = await holdingTheEventLoop(sqlJs);
    const db = new SQL.Database();
    db.exec(`PRAGMA foreign_keys = ON; ATTACH DATABASE ':memory:' AS ${SCHEMA};`);
    return new SqlDatabase(db);
  }

  private prepared(sql: string): Prepared {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = { statement: this.db.prepare(sql), names: undefined };
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  /** Runs SQL without parameters: schema changes (migrations) come through here. */
  exec(sql: string): void {
    this.db.exec(sql);
    // A schema change can change what `SELECT *` returns: read the names again on next use.
    for (const prepared of this.statements.values()) prepared.names = undefined;
  }

  run(sql: string, params: BindParams = []): number {
    const { statement } = this.prepared(sql);
    try {
      statement.run(params);
    } finally {
      statement.reset();
    }
    return this.db.getRowsModified();
  }

  get<T extends Row>(sql: string, params: BindParams = []): T | undefined {
    const prepared = this.prepared(sql);
    const { statement } = prepared;
    try {
      statement.bind(params);
      return statement.step() ? (toRow(prepared, statement.get()) as T) : undefined;
    } finally {
      statement.reset();
    }
  }

  all<T extends Row>(sql: string, params: BindParams = []): T[] {
    const prepared = this.prepared(sql);
    const { statement } = prepared;
    const rows: T[] = [];
    try {
      statement.bind(params);
      while (statement.step()) rows.push(toRow(prepared, statement.get()) as T);
    } finally {
      statement.reset();
    }
    return rows;
  }

  /** Runs `work` inside one transaction: all of it happens, or none of it. */
  transaction<T>(work: () => T): T {
    this.run("BEGIN");
    try {
      const result = work();
      this.run("COMMIT");
      return result;
    } catch (error) {
      this.run("ROLLBACK");
      throw error;
    }
  }

  close(): void {
    for (const { statement } of this.statements.values()) statement.free();
    this.statements.clear();
    this.db.close();
  }
}

const utf8 = new TextDecoder();

/**
 * Large text (mail bodies) is stored as UTF-8 BLOBs: binding a Buffer copies bytes straight
 * into WebAssembly memory, where binding a string costs a UTF-16 to UTF-8 conversion in
 * JavaScript on every insert.
 */
export const toUtf8Blob = (value: string | null): Uint8Array | null => (value === null ? null : Buffer.from(value));
export const fromUtf8Blob = (value: SqlValue | undefined): string | null =>
  value === null || value === undefined ? null : value instanceof Uint8Array ? utf8.decode(value) : String(value);

/**
 * Mail bodies (text and HTML) are most of what the store holds, and the WebAssembly
 * memory sql.js keeps them in never shrinks: they are stored deflated (raw DEFLATE of the
 * UTF-8, at the fastest level), which makes them four to eight times smaller. Only a message
 * list with include=text or html inflates them again. zlib's largest hash memory (memLevel 9)
 * compresses as well as its default (the same bytes up to about 16 KB, any inflater reads both)
 * and sets up faster: 11 µs instead of 18 for a 200-byte text part, 19 instead of 23 for 7 KB
 * of HTML, on the main thread of every received email.
 */
export const toDeflatedBlob = (value: string | null): Uint8Array | null =>
  value === null ? null : deflateRawSync(value, { level: 1, memLevel: 9 });
export const fromDeflatedBlob = (value: SqlValue | undefined): string | null =>
  value instanceof Uint8Array
    ? utf8.decode(inflateRawSync(value))
    : value === null || value === undefined
      ? null
      : String(value);

/** Row values come back as SqlValue; these narrow them at the edge of each repository. */
export const asString = (value: SqlValue | undefined): string => String(value);
export const asNullableString = (value: SqlValue | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
export const asNumber = (value: SqlValue | undefined): number => Number(value);
export const asDate = (value: SqlValue | undefined): Date => new Date(Number(value));
export const asNullableDate = (value: SqlValue | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(Number(value));
