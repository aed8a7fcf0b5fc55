import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ZodError } from "zod";
import type { Deps } from "../deps.js";
import { ApiError, CallAborted } from "../errors.js";
import { createEvidence, noEvidence } from "../evidence/recorder.js";
import { resolveAddress } from "../inbox/address-lookup.js";
import { VERSION } from "../version.js";
import { describeIssue } from "../wire/issues.js";
import type { McpSession } from "./session.js";
import { TOOLS, type ToolContext, type ToolSpec } from "./tools.js";

const INSTRUCTIONS = `Proofbox gives you email addresses that really receive mail, and the one thing you need from that mail: a verification code or a sign-in, verify, invite or reset link. You never see an email's subject, text or HTML, and Proofbox never opens links.
A typical sign-up test: create_address (persona: true, password: true), type the address into the app, submit, then wait_for_code or wait_for_link (they answer the moment the mail lands, within 30 s). When nothing comes, the error says why; diagnose_delivery says more.
Call start_run first to keep evidence of every step; finish_run returns the report.`;

/** A tool error an agent can act on: the service's message and hint, never mail content. */
function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.toBody();
    const extra = ["hint", "matching", "first_free_at", "count", "field"]
      .filter((key) => body[key] !== undefined)
      .map((key) => `${key}: ${typeof body[key] === "string" ? body[key] : JSON.stringify(body[key])}`);
    return [`${error.code}: ${error.message}`, ...extra].join("\n");
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return `invalid_request: ${issue ? describeIssue(issue, "body").message : "invalid arguments"}`;
  }
  if (error instanceof CallAborted) return "cancelled: the call was cancelled";
  return "internal: the service failed on this call; its log has the details";
}

/** The MCP server of one session: every tool, bound to the session's caller and run. */
export function createMcpServer(deps: Deps, session: McpSession): McpServer {
  const server = new McpServer(
    { name: "proofbox", title: "Proofbox", version: VERSION },
    { instructions: INSTRUCTIONS, capabilities: { tools: {} } },
  );
  const contextFor = (signal: AbortSignal): ToolContext => ({
    deps,
    session,
    call(test) {
      const evidence = session.run
        ? createEvidence(
            deps,
            session.caller.project.id,
            { runId: session.run, test: test ?? null, retry: false },
            (reason) => deps.logger.info("mcp evidence not recorded", { reason, key: session.caller.keyId }),
          )
        : noEvidence;
      return { caller: session.caller, evidence, signal };
    },
    address: (written, options) => resolveAddress(deps, session.caller, written, options),
    requireRun() {
      if (!session.run)
        throw new ApiError("invalid_request", "This session has no run: call start_run (or use_run) first.", {
          field: "run",
        });
      return session.run;
    },
  });
  for (const spec of TOOLS) register(server, spec, deps, contextFor);
  return server;
}

function register(
  server: McpServer,
  spec: ToolSpec,
  deps: Deps,
  contextFor: (signal: AbortSignal) => ToolContext,
): void {
  server.registerTool(
    spec.name,
    {
      title: spec.title,
      description: spec.description,
      inputSchema: spec.input,
      outputSchema: spec.output,
      annotations: { title: spec.title, ...spec.annotations },
    },
    async (args: Record<string, unknown>, extra: { signal: AbortSignal }) => {
      try {
        // A wait ends when the call is cancelled, and when the service shuts down (then it says so).
        const result = await spec.run(contextFor(AbortSignal.any([extra.signal, deps.closing])), args);
        return { content: [{ type: "text" as const, text: JSON.stringify(result) }], structuredContent: result };
      } catch (error) {
        if (!(error instanceof ApiError || error instanceof ZodError || error instanceof CallAborted))
          deps.logger.error("mcp tool failed", {
            tool: spec.name,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        return { content: [{ type: "text" as const, text: errorText(error) }], isError: true };
      }
    },
  );
}
