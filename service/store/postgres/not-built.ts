/** A placeholder for a part of the PostgreSQL store still being written: every call rejects. */
export function notBuilt<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, property) => () => Promise.reject(new Error(`${name}.${String(property)} is not built yet`)),
  });
}
