import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { isAbort, isUnauthorized } from "../lib/errors.js";
import { useOptionalSession } from "../session/session.js";

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Reads again, keeping what is on screen until the answer comes. */
  reload: () => void;
  /** Changes what is on screen without reading again (such as a code just marked used). */
  update: (change: (data: T) => T) => void;
}

/**
 * Reads something for a page: on mount, again on reload(), and never after the page is left
 * (the request is aborted). An answer that comes after a newer request started is dropped, so a
 * slow read cannot overwrite a fresh one. A refused key ends the session wherever it happens.
 */
export function useLoad<T>(read: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const session = useOptionalSession();
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    const controller = new AbortController();
    setState((before) => ({ ...before, loading: true }));
    readRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (isUnauthorized(error)) session?.expire();
        setState((before) => ({ ...before, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((before) => (before.data === undefined ? before : { ...before, data: change(before.data) })),
    [],
  );
  return { ...state, reload, update };
}
