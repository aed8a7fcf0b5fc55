import { ProofboxError, type Run } from "../../../src/client/index.js";

/**
 * One run read by its capability link, without an API key: GET /runs/{id}?token=…&format=json.
 * The token goes to this one URL of the service and nowhere else. Error answers become
 * ProofboxError, as the client's would.
 */
export async function readSharedRun(id: string, token: string, signal: AbortSignal): Promise<Run> {
  const query = new URLSearchParams({ token, format: "json" });
  const response = await fetch(`/runs/${encodeURIComponent(id)}?${query.toString()}`, {
    headers: { accept: "application/json" },
    cache: "no-store",
    signal,
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || body === null) {
    const error = typeof body?.error === "string" ? (body.error as ProofboxError["error"]) : "http_error";
    const message =
      typeof body?.message === "string" ? body.message : `The run could not be read (HTTP ${response.status}).`;
    throw new ProofboxError(response.status, error, message, body ?? {});
  }
  return body as unknown as Run;
}

/** The token of a run's own url (the app link the service hands out), if it has one. */
export function tokenOf(runUrl: string): string | null {
  try {
    return new URL(runUrl, location.origin).searchParams.get("token");
  } catch {
    return null;
  }
}
