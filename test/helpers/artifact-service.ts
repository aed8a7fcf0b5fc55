import { createServer, type Server } from "node:http";

/**
 * A stand-in for the runner's artifact storage, as @actions/artifact (v2 and later) talks to it:
 * Twirp calls (CreateArtifact, FinalizeArtifact) at ACTIONS_RESULTS_URL, authorised by the
 * ACTIONS_RUNTIME_TOKEN JWT whose scope names the run and job, and an Azure block blob upload
 * (staged blocks, then a block list) to the signed URL CreateArtifact hands out.
 */
export interface UploadedArtifact {
  name: string;
  mimeType: string | undefined;
  body: Buffer;
  finalized: boolean;
  size: string | undefined;
  hash: string | undefined;
}

export interface FakeArtifactService {
  /** The variables the runner gives a step so it can upload artifacts. */
  env: Record<string, string>;
  artifacts: UploadedArtifact[];
  close(): Promise<void>;
}

const TWIRP = "/twirp/github.actions.results.api.v1.ArtifactService/";
const SCOPE = "Actions.Results:run-backend-1:job-backend-1";

/** An unsigned JWT: the artifact client only decodes it to read the scope. */
const runtimeToken = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ scp: `Actions.GenericRead ${SCOPE}` })}.signature`;
};

export async function startFakeArtifactService(): Promise<FakeArtifactService> {
  const artifacts: UploadedArtifact[] = [];
  const blocks = new Map<string, Map<string, Buffer>>();
  let base = "";
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const body = Buffer.concat(chunks);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "POST" && url.pathname.startsWith(TWIRP)) {
        const input = JSON.parse(body.toString()) as Record<string, unknown>;
        const scoped =
          input.workflow_run_backend_id === "run-backend-1" && input.workflow_job_run_backend_id === "job-backend-1";
        if (!scoped || req.headers.authorization !== `Bearer ${runtimeToken()}`)
          return json(401, { code: "unauthenticated", msg: "wrong token or scope" });
        const name = String(input.name);
        const method = url.pathname.slice(TWIRP.length);
        if (method === "CreateArtifact") {
          if (artifacts.some((artifact) => artifact.name === name))
            return json(409, { code: "already_exists", msg: "an artifact with this name exists" });
          artifacts.push({
            name,
            // The client writes protobuf field names; a StringValue is written as the plain string.
            mimeType: typeof input.mime_type === "string" ? input.mime_type : undefined,
            body: Buffer.alloc(0),
            finalized: false,
            size: undefined,
            hash: undefined,
          });
          return json(200, {
            ok: true,
            signedUploadUrl: `${base}/devstoreaccount1/actions-results/${encodeURIComponent(name)}?sig=fake`,
          });
        }
        if (method === "FinalizeArtifact") {
          const artifact = artifacts.find((candidate) => candidate.name === name);
          if (!artifact) return json(404, { code: "not_found", msg: "no such artifact" });
          Object.assign(artifact, {
            finalized: true,
            size: typeof input.size === "string" ? input.size : undefined,
            hash: typeof input.hash === "string" ? input.hash : undefined,
          });
          return json(200, { ok: true, artifactId: String(986 + artifacts.indexOf(artifact) + 1) });
        }
        return json(404, { code: "bad_route", msg: method });
      }
      if (req.method === "PUT" && url.pathname.startsWith("/devstoreaccount1/actions-results/")) {
        const name = decodeURIComponent(url.pathname.split("/").pop() ?? "");
        const staged = blocks.get(name) ?? new Map<string, Buffer>();
        blocks.set(name, staged);
        const artifact = artifacts.find((candidate) => candidate.name === name);
        const comp = url.searchParams.get("comp");
        if (comp === "block") staged.set(url.searchParams.get("blockid") ?? "", body);
        else if (comp === "blocklist" && artifact) {
          const ids = [...body.toString().matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map((m) => m[1]!);
          artifact.body = Buffer.concat(ids.map((id) => staged.get(id) ?? Buffer.alloc(0)));
        } else if (artifact) artifact.body = body;
        res.writeHead(201, {
          etag: '"0x8DCAFE"',
          "last-modified": new Date().toUTCString(),
          "x-ms-request-id": "fake",
          "x-ms-version": "2025-01-05",
          "x-ms-request-server-encrypted": "true",
        });
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    env: { ACTIONS_RUNTIME_TOKEN: runtimeToken(), ACTIONS_RESULTS_URL: `${base}/` },
    artifacts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
