/**
 * Mail counted toward the per-address and per-project limits before the store counts it: from the
 * moment RCPT accepts a recipient until its message is stored (or its transaction ends without
 * one). The store's usage counts only stored mail, so without this every recipient of one
 * transaction, and every message still being read, would be judged against the same count, and a
 * single transaction with many recipients could pass a limit. Per service process: instances
 * sharing a database each count their own.
 */
export interface MailQuota {
  /** Messages held for the address and for its project, beyond what the store has counted. */
  held(addressId: string, projectId: string): Counts;
  /** Holds one message for the address and its project; the returned function lets go (once). */
  hold(addressId: string, projectId: string): () => void;
  /**
   * Starts counting the holds of the address and its project let go from now on; the returned
   * function stops and says how many. A check that reads the store's usage watches across the
   * read: a message stored (and let go) while the read ran may be missing from what it read, so
   * it is counted again, which can only err on the side of the limit.
   */
  watch(addressId: string, projectId: string): () => Counts;
}

export interface Counts {
  address: number;
  project: number;
}

export function createMailQuota(): MailQuota {
  const held = new Map<string, number>();
  /** Holds let go per key while someone watches it, and how many watch. */
  const watched = new Map<string, { watchers: number; released: number }>();
  const addressKey = (id: string) => `a:${id}`;
  const projectKey = (id: string) => `p:${id}`;
  const add = (key: string, by: number) => {
    const count = (held.get(key) ?? 0) + by;
    if (count === 0) held.delete(key);
    else held.set(key, count);
  };
  const letGo = (key: string) => {
    add(key, -1);
    const watch = watched.get(key);
    if (watch) watch.released++;
  };
  const startWatching = (key: string) => {
    const watch = watched.get(key) ?? { watchers: 0, released: 0 };
    watch.watchers++;
    watched.set(key, watch);
    const from = watch.released;
    return () => {
      watch.watchers--;
      if (watch.watchers === 0) watched.delete(key);
      return watch.released - from;
    };
  };
  return {
    held: (addressId, projectId) => ({
      address: held.get(addressKey(addressId)) ?? 0,
      project: held.get(projectKey(projectId)) ?? 0,
    }),
    hold(addressId, projectId) {
      add(addressKey(addressId), 1);
      add(projectKey(projectId), 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        letGo(addressKey(addressId));
        letGo(projectKey(projectId));
      };
    },
    watch(addressId, projectId) {
      const address = startWatching(addressKey(addressId));
      const project = startWatching(projectKey(projectId));
      return () => ({ address: address(), project: project() });
    },
  };
}
