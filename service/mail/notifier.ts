/**
 * Tells whoever waits on an address that mail arrived. In-process for the embedded service;
 * a PostgreSQL LISTEN/NOTIFY implementation can replace it when instances share a database.
 * The mail pipeline publishes after the store has committed; the store never notifies.
 */
export interface Arrival {
  addressId: string;
  emailId: string;
}

export type ArrivalListener = (arrival: Arrival) => void;

export interface Notifier {
  /** Starts listening on an address; returns the function that stops it. */
  subscribe(addressId: string, listener: ArrivalListener): () => void;
  publish(arrival: Arrival): void;
  /** Number of listeners, for tests and shutdown. */
  size(): number;
}

export function createNotifier(): Notifier {
  const listeners = new Map<string, Set<ArrivalListener>>();
  return {
    subscribe(addressId, listener) {
      let set = listeners.get(addressId);
      if (!set) {
        set = new Set();
        listeners.set(addressId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(addressId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) listeners.delete(addressId);
      };
    },
    publish(arrival) {
      const set = listeners.get(arrival.addressId);
      if (!set) return;
      // A copy, because a listener usually unsubscribes itself while being called.
      for (const listener of [...set]) listener(arrival);
    },
    size() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
  };
}
