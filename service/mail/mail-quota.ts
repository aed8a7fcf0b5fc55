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
  held(addressId: string, projectId: string): { address: number; project: number };
  /** Holds one message for the address and its project; the returned function lets go (once). */
  hold(addressId: string, projectId: string): () => void;
}

export function createMailQuota(): MailQuota {
  const byAddress = new Map<string, number>();
  const byProject = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, by: number) => {
    const count = (map.get(key) ?? 0) + by;
    if (count === 0) map.delete(key);
    else map.set(key, count);
  };
  return {
    held: (addressId, projectId) => ({
      address: byAddress.get(addressId) ?? 0,
      project: byProject.get(projectId) ?? 0,
    }),
    hold(addressId, projectId) {
      add(byAddress, addressId, 1);
      add(byProject, projectId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(byAddress, addressId, -1);
        add(byProject, projectId, -1);
      };
    },
  };
}
