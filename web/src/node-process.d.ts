/**
 * The typed client (src/client) reads its defaults from `process.env` when it runs under Node,
 * after testing `typeof process`. The app passes every option, so that branch never runs in the
 * browser; this declares just enough of `process` for the client to compile without Node's types.
 */
declare const process: { env: Record<string, string | undefined> } | undefined;
