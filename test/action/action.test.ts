import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alive } from "../../src/action/embedded.js";
import { Proofbox } from "../../src/client/index.js";
import { startFakeArtifactService, type FakeArtifactService } from "../helpers/artifact-service.js";
import { freePort, parseFileCommands, runStep, runnerFiles, stateForPost } from "../helpers/runner.js";
import { KEY, startTestService } from "../helpers/service.js";
import { sendMail } from "../helpers/smtp.js";

/**
 * Runs the bundled action (dist/main, dist/post) the way the runner does: INPUT_* variables,
 * the GITHUB_OUTPUT / GITHUB_ENV / GITHUB_STATE / GITHUB_STEP_SUMMARY files, STATE_* for the
 * post step, a pull_request payload, and a fake GitHub REST API on loopback.
 */
const MAIN = fileURLToPath(new URL("../../dist/main/index.js", import.meta.url));
const POST = fileURLToPath(new URL("../../dist/post/index.js", import.meta.url));

interface Comment {
  id: number;
  body: string;
}

let github: Server;
let githubUrl = "";
const calls: { method: string; path: string }[] = [];
const comments = new Map<number, Comment>();
let nextComment = 1;
let artifactService: FakeArtifactService;

beforeAll(async () => {
  artifactService = await startFakeArtifactService();
  github = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0] ?? "";
      calls.push({ method: req.method ?? "", path });
      res.setHeader("content-type", "application/json");
      if (req.method === "GET" && /^\/repos\/acme\/shop\/issues\/\d+\/comments$/.test(path)) {
        res.end(JSON.stringify([...comments.values()]));
      } else if (req.method === "POST" && /^\/repos\/acme\/shop\/issues\/\d+\/comments$/.test(path)) {
        const comment = { id: nextComment++, body: (JSON.parse(body) as { body: string }).body };
        comments.set(comment.id, comment);
        res.statusCode = 201;
        res.end(JSON.stringify(comment));
      } else if (req.method === "PATCH" && /^\/repos\/acme\/shop\/issues\/comments\/\d+$/.test(path)) {
        const id = Number(path.split("/").pop());
        const comment = { id, body: (JSON.parse(body) as { body: string }).body };
        comments.set(id, comment);
        res.end(JSON.stringify(comment));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ message: "Not Found" }));
      }
    });
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  const address = github.address();
  githubUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await artifactService.close();
  await new Promise<void>((resolve) => github.close(() => resolve()));
});

interface JobOptions {
  fork?: boolean;
  jobStatus?: string;
  event?: "pull_request" | "push";
  runName?: string;
  /** The runner's artifact storage; without it the post step has nowhere to save the page. */
  artifacts?: boolean;
  /** A hosted Proofbox instead of the embedded one. */
  hosted?: { url: string; apiKey: string };
  /** The catch-all input (left unset: the default, off). */
  catchAll?: string;
}

/** One job: main step, the test steps in between, post step. */
async function job(options: JobOptions, between: (env: Record<string, string>) => Promise<void>) {
  const { dir, files, env: runnerEnv } = runnerFiles();
  const payload =
    options.event === "push"
      ? { ref: "refs/heads/main" }
      : {
          pull_request: {
            number: 7,
            head: {
              ref: "feature/login",
              sha: "1111111111111111111111111111111111111111",
              repo: { full_name: options.fork ? "someone/shop" : "acme/shop" },
            },
            base: { repo: { full_name: "acme/shop" } },
          },
        };
  writeFileSync(join(dir, "event.json"), JSON.stringify(payload));
  const [httpPort, smtpPort] = [await freePort(), await freePort()];
  const base: Record<string, string> = {
    ...runnerEnv,
    GITHUB_EVENT_PATH: join(dir, "event.json"),
    GITHUB_EVENT_NAME: options.event ?? "pull_request",
    GITHUB_API_URL: githubUrl,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_REPOSITORY: "acme/shop",
    GITHUB_RUN_ID: "4242",
    GITHUB_SHA: "2222222222222222222222222222222222222222",
    GITHUB_REF_NAME: "7/merge",
    GITHUB_WORKFLOW: "e2e",
    GITHUB_JOB: "test",
    INPUT_EMBEDDED: "auto",
    "INPUT_HTTP-PORT": String(httpPort),
    "INPUT_SMTP-PORT": String(smtpPort),
    "INPUT_RUN-NAME": options.runName ?? "",
    "INPUT_GITHUB-TOKEN": "fake-token",
    "INPUT_JOB-STATUS": "success",
    INPUT_COMMENT: "always",
    INPUT_SUMMARY: "true",
    INPUT_FAILED: "false",
    INPUT_DOMAIN: "proofbox.test",
    INPUT_BIND: "127.0.0.1",
    ...(options.artifacts ? artifactService.env : {}),
    ...(options.catchAll ? { "INPUT_CATCH-ALL": options.catchAll } : {}),
    ...(options.hosted ? { INPUT_URL: options.hosted.url, "INPUT_API-KEY": options.hosted.apiKey } : {}),
  };
  const main = await runStep(MAIN, base);
  const outputs = parseFileCommands(files.output);
  const exported = parseFileCommands(files.env);
  const state = parseFileCommands(files.state);
  await between(exported);
  const post = await runStep(POST, {
    ...base,
    ...stateForPost(files.state),
    "INPUT_JOB-STATUS": options.jobStatus ?? "success",
  });
  const summary = readFileSync(files.summary, "utf8");
  rmSync(dir, { recursive: true, force: true });
  return { main, post, outputs, exported, state, summary };
}

describe("the GitHub Action (dist/main and dist/post)", () => {
  it("boots the service, records the run, reports it as a summary and one sticky comment", async () => {
    comments.clear();
    let seenKey = "";
    const first = await job({ runName: "e2e sticky", artifacts: true }, async (env) => {
      seenKey = env.PROOFBOX_API_KEY ?? "";
      const inbox = new Proofbox({ url: env.PROOFBOX_URL, apiKey: env.PROOFBOX_API_KEY, run: env.PROOFBOX_RUN });
      const { address } = await inbox.createAddress({}, { test: "sign-up" });
      await sendMail(Number(env.PROOFBOX_SMTP_PORT), {
        to: address,
        subject: "Your code",
        text: "Your verification code is 482913.",
      });
      expect((await inbox.code(address, { test: "sign-up", timeout: 10 })).value).toBe("482913");
      const run = await inbox.getRun(env.PROOFBOX_RUN ?? "");
      expect(run.meta).toEqual({
        repository: "acme/shop",
        branch: "feature/login",
        commit: "1111111111111111111111111111111111111111",
        pull_request: 7,
        workflow: "e2e",
        job_url: "https://github.com/acme/shop/actions/runs/4242",
      });
      expect(run.source).toBe("ci");
    });
    expect(first.main.code).toBe(0);
    expect(first.outputs).toMatchObject({ "smtp-host": "127.0.0.1", domain: "proofbox.test" });
    expect(first.outputs["run-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.outputs).not.toHaveProperty("api-key");
    expect(first.exported).toMatchObject({ PROOFBOX_RUN: first.outputs["run-id"], PROOFBOX_DOMAIN: "proofbox.test" });
    expect(first.post.code).toBe(0);
    expect(first.summary).toContain("Proofbox run `e2e sticky`");
    expect(first.summary).toContain("482913");
    expect(first.summary).toContain("passed");
    expect(comments.size).toBe(1);
    const comment = [...comments.values()][0]!;
    expect(comment.body).toMatch(/^<!-- proofbox-report: e2e%20sticky -->/);

    // The run page outlives the job as an artifact of one HTML file, linked from both reports;
    // nothing links the embedded service's loopback address.
    const runId = first.outputs["run-id"] ?? "";
    const saved = artifactService.artifacts.find((artifact) => artifact.name.includes(runId.slice(0, 8)));
    expect(saved).toMatchObject({
      name: `proofbox-report-e2e-sticky-${runId.slice(0, 8)}.html`,
      mimeType: "text/html",
      finalized: true,
    });
    const page = saved!.body.toString("utf8");
    expect(saved!.size).toBe(String(saved!.body.length));
    expect(saved!.hash).toBe(`sha256:${createHash("sha256").update(saved!.body).digest("hex")}`);
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(page).toContain("Run e2e sticky: passed");
    expect(page).toContain("code 482913");
    expect(page).not.toMatch(/<(script|link|img|iframe|object)\b|\ssrc=|url\(/i);
    const download = `[Download this run's full report (HTML)](<https://github.com/acme/shop/actions/runs/4242/artifacts/${987 + artifactService.artifacts.indexOf(saved!)}>)`;
    expect(first.summary).toContain(download);
    expect(comment.body).toContain(download);
    for (const text of [first.summary, comment.body]) {
      expect(text).not.toContain("Open this run in Proofbox");
      expect(text).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
    }

    // The service is gone after post, and its log was printed in a group.
    expect(alive(Number(first.state["service-pid"]))).toBe(false);
    expect(first.post.output).toContain("::group::Proofbox service log");

    // Nothing secret anywhere but the runner's own mask command.
    expect(seenKey).toMatch(/^pbx_/);
    const logs = `${first.main.output}\n${first.post.output}`.replace(/::add-mask::.*/g, "");
    for (const text of [logs, JSON.stringify(first.outputs), first.summary, comment.body, page])
      expect(text).not.toContain(seenKey);

    // A second run of the same name updates the comment in place.
    const second = await job({ runName: "e2e sticky", jobStatus: "failure" }, async () => {});
    expect(second.post.code).toBe(0);
    expect(comments.size).toBe(1);
    expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1);
    expect([...comments.values()][0]!.body).toContain("❌ failed");
    expect(second.summary).toContain("❌ failed");
    // No artifact storage this time: the report says the page went with the job, and links nothing.
    expect(second.post.output).toMatch(/this runner offers no artifact storage \(no ACTIONS_RUNTIME_TOKEN\)/);
    expect(second.summary).toContain("The run's page lived in the job's own Proofbox service and ended with the job.");
    expect(second.summary).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(first.summary).toContain("✅ passed");
  }, 60_000);

  it("boots a catch-all service with catch-all: any, whose Mailpit API reads mail to any address", async () => {
    const result = await job({ runName: "catch-all", catchAll: "any" }, async (env) => {
      await sendMail(Number(env.PROOFBOX_SMTP_PORT), {
        to: "typed-by-a-test@shop.example",
        subject: "Welcome",
        text: "Your verification code is 271828.",
      });
      const key = env.PROOFBOX_API_KEY ?? "";
      const search = await fetch(`${env.PROOFBOX_URL}/api/v1/search?query=to:typed-by-a-test@shop.example`, {
        headers: { authorization: `Basic ${Buffer.from(`ci:${key}`).toString("base64")}` },
      });
      expect(((await search.json()) as { messages_count: number }).messages_count).toBe(1);
      const inbox = new Proofbox({ url: env.PROOFBOX_URL, apiKey: key, run: env.PROOFBOX_RUN });
      expect((await inbox.code("typed-by-a-test@shop.example", { timeout: 10 })).value).toBe("271828");
    });
    expect(result.main.code).toBe(0);
    expect(result.post.code).toBe(0);
  });

  it("refuses a catch-all input it does not know, naming it", async () => {
    const result = await job({ runName: "bad catch-all", catchAll: "everything" }, () => Promise.resolve());
    expect(result.main.code).not.toBe(0);
    expect(result.main.output).toContain("input catch-all must be off, domains or any");
  });

  it("keeps the link to the run page with a hosted Proofbox, and saves no artifact", async () => {
    const hosted = await startTestService();
    try {
      const before = artifactService.artifacts.length;
      const result = await job(
        { runName: "hosted", artifacts: true, hosted: { url: hosted.baseUrl, apiKey: KEY } },
        (env) => {
          expect(env.PROOFBOX_URL).toBe(hosted.baseUrl);
          return Promise.resolve();
        },
      );
      expect(result.main.code).toBe(0);
      expect(result.post.code).toBe(0);
      expect(result.state).not.toHaveProperty("service-pid");
      const link = `[Open this run in Proofbox](<${hosted.baseUrl}/app/runs/${result.outputs["run-id"] ?? ""}?token=`;
      expect(result.summary).toContain(link);
      expect([...comments.values()].some((comment) => comment.body.includes(link))).toBe(true);
      expect(artifactService.artifacts).toHaveLength(before);
    } finally {
      await hosted.close();
    }
  }, 60_000);

  it("writes only the summary for a fork pull request and on push", async () => {
    comments.clear();
    const before = calls.length;
    const fork = await job({ fork: true, runName: "fork" }, async () => {});
    expect(fork.summary).toContain("Proofbox run `fork`");
    expect(fork.post.output).toMatch(/fork has a read-only token/);
    const push = await job({ event: "push", runName: "push" }, async () => {});
    expect(push.summary).toContain("Proofbox run `push`");
    expect(push.post.output).toMatch(/not a pull request/);
    expect(calls.slice(before).filter((call) => call.method !== "GET")).toEqual([]);
    expect(comments.size).toBe(0);
  }, 60_000);

  it("does nothing harmful in post when main failed early", async () => {
    const dir = mkdtempSync(join(tmpdir(), "proofbox-action-"));
    const summary = join(dir, "summary");
    writeFileSync(summary, "");
    const post = await runStep(POST, { GITHUB_STEP_SUMMARY: summary, "INPUT_JOB-STATUS": "failure" });
    expect(post.code).toBe(0);
    expect(post.output).toMatch(/did not start a run/);
    rmSync(dir, { recursive: true, force: true });
  });
});
