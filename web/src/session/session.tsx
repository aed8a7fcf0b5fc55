import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { Project, Proofbox } from "../../../src/client/index.js";

/** What every signed-in page shares: the client for the key, and what to do when the key fails. */
export interface Session {
  inbox: Proofbox;
  apiKey: string;
  project: Project | null;
  /** The key was refused (401): forget it and ask for one again. */
  expire: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The session, or null outside one (a read-only run link). */
export const useOptionalSession = () => useContext(SessionContext);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside a signed-in page");
  return session;
}
