import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { authenticate, callerOf } from "../http/auth.js";
import { readJsonBody } from "../http/operation.js";
import { bodyObject, parseInput } from "../http/validate.js";
import { VERSION } from "../version.js";
import {
  dispositionOf,
  htmlCheck,
  linkCheck,
  messageHeaders,
  messagePart,
  messageSummary,
  sourceOf,
} from "./message.js";
import { knownZone } from "./search.js";
import {
  contentOf,
  deleteBySearch,
  deleteMessages,
  deleteTag,
  listMessages,
  markRead,
  notEnabled,
  projectTags,
  renameTag,
  resolveMessage,
  searchMessages,
  setReadStatus,
  setTags,
} from "./service.js";

/**
 * Mailpit's API v1 (https://mailpit.axllent.org/docs/api-v1/) over Proofbox's mail, so that a
 * test written against Mailpit, directly or through its published clients, runs against
 * Proofbox with only its base URL and credentials changed (docs/mailpit.md). Mounted outside
 * /v1: /api/v1 and Mailpit's /view pages. A key (Bearer, or HTTP Basic with the key as the
 * password) sees its own project's mail; errors are Proofbox's `{ error, message }`, with
 * Mailpit's status codes.
 */

/** Mailpit's paging has no maximum; one page here has this many at most. */
const MAX_PAGE = 1000;
const DEFAULT_PAGE = 50;
const MAX_IDS = 10_000;

/** Mailpit reads paging leniently: what is not a positive whole number is the default. */
function paging(query: Request["query"]): { start: number; limit: number } {
  const read = (value: unknown) => {
    const number = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0;
    return number > 0 ? number : 0;
  };
  return { start: read(query.start), limit: Math.min(read(query.limit) || DEFAULT_PAGE, MAX_PAGE) };
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The time zone of before: and after:, when one is given: it must be a zone this service knows. */
function zoneOf(query: Request["query"]): string | undefined {
  const tz = text(query.tz);
  if (tz === undefined || tz === "") return undefined;
  if (!knownZone(tz))
    throw new ApiError("invalid_request", `tz: unknown time zone ${tz.slice(0, 64)}`, { field: "tz" });
  return tz;
}

/** The search a request names: ?query= and ?tz= (for before: and after:). */
const searchOf = (req: Request) => ({ query: text(req.query.query) ?? "", tz: zoneOf(req.query) });

const Ids = z.array(z.string().max(200)).max(MAX_IDS);
const ReadStatusBody = z.object({
  IDs: Ids.optional(),
  Read: z.boolean().optional(),
  Search: z.string().max(2000).optional(),
});
const DeleteBody = z.object({ IDs: Ids.optional() });
const TagsBody = z.object({ IDs: Ids, Tags: z.array(z.string().max(200)).max(100).optional() });
const RenameBody = z.object({ Name: z.string().max(200) });

const ok = (res: Response) => res.type("text/plain").send("ok");

export function mailpitRoutes(deps: Deps): Router {
  const router = express.Router();
  router.use(["/api/v1", "/view"], authenticate(deps.keys, { basic: true }));

  router.get("/api/v1/info", async (_req, res) => {
    const caller = callerOf(res);
    const [counts, tags] = await Promise.all([
      deps.store.mailbox.counts(caller.project.id),
      deps.store.mailbox.tags(caller.project.id),
    ]);
    res.json({
      Version: VERSION,
      LatestVersion: "disabled",
      Database: "proofbox",
      DatabaseSize: 0,
      Messages: counts.total,
      Unread: counts.unread,
      Tags: Object.fromEntries(tags.map(({ tag, count }) => [tag, count])),
      RuntimeStats: {
        Uptime: Math.floor(process.uptime()),
        Memory: process.memoryUsage().rss,
        MessagesDeleted: 0,
        SMTPAccepted: 0,
        SMTPAcceptedSize: 0,
        SMTPRejected: 0,
        SMTPIgnored: 0,
      },
    });
  });

  router.get("/api/v1/webui", (_req, res) => {
    res.json({
      Label: "Proofbox",
      MessageRelay: {
        Enabled: false,
        SMTPServer: "",
        ReturnPath: "",
        AllowedRecipients: "",
        BlockedRecipients: "",
        OverrideFrom: "",
        PreserveMessageIDs: false,
        RecipientAllowlist: "",
      },
      SpamAssassin: false,
      ChaosEnabled: false,
      DuplicatesIgnored: false,
      HideDeleteAllButton: false,
    });
  });

  router.get("/api/v1/messages", async (req, res) => {
    res.json(await listMessages(deps, callerOf(res), paging(req.query)));
  });

  router.put("/api/v1/messages", readJsonBody, async (req, res) => {
    if (req.body === undefined)
      throw new ApiError("invalid_request", 'body: send a JSON object such as {"Read": true}', { field: "body" });
    const body = parseInput(ReadStatusBody, bodyObject(req.body), "body");
    await setReadStatus(deps, callerOf(res), {
      ids: body.IDs,
      search: body.Search,
      read: body.Read ?? false,
      tz: zoneOf(req.query),
    });
    ok(res);
  });

  router.delete("/api/v1/messages", readJsonBody, async (req, res) => {
    const body = parseInput(DeleteBody, bodyObject(req.body), "body");
    await deleteMessages(deps, callerOf(res), body.IDs);
    ok(res);
  });

  router.get("/api/v1/search", async (req, res) => {
    res.json(await searchMessages(deps, callerOf(res), { ...searchOf(req), ...paging(req.query) }));
  });

  router.delete("/api/v1/search", async (req, res) => {
    await deleteBySearch(deps, callerOf(res), searchOf(req));
    ok(res);
  });

  /** The email the path names ("latest": the newest, or the newest that ?query= finds). */
  const named = (req: Request, res: Response) =>
    resolveMessage(deps, callerOf(res), String(req.params.id), searchOf(req));

  router.get("/api/v1/message/:id", async (req, res) => {
    res.json(await messageSummary(deps, callerOf(res), await named(req, res)));
  });

  router.get("/api/v1/message/:id/headers", async (req, res) => {
    res.json(await messageHeaders(deps, callerOf(res), await named(req, res)));
  });

  router.get("/api/v1/message/:id/raw", async (req, res) => {
    const entry = await named(req, res);
    const source = await sourceOf(deps, callerOf(res), entry);
    if (req.query.dl === "1") res.set("Content-Disposition", dispositionOf("attachment", `${entry.id}.eml`));
    res.set("X-Content-Type-Options", "nosniff");
    res.type("text/plain; charset=utf-8").send(source);
  });

  router.get("/api/v1/message/:id/part/:partId", async (req, res) => {
    const part = await messagePart(deps, callerOf(res), await named(req, res), String(req.params.partId));
    // The sender's bytes, never run as a page of this origin.
    res.set({
      "Content-Disposition": part.disposition,
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
    });
    res.type(part.contentType).send(part.content);
  });

  router.get("/api/v1/message/:id/part/:partId/thumb", () => {
    throw new ApiError(
      "not_found",
      "Proofbox makes no thumbnails of attachments; download the part itself (.../part/{PartID}).",
      {
        field: "PartID",
      },
    );
  });

  router.get("/api/v1/message/:id/html-check", async (req, res) => {
    const docs = "https://github.com/proofbox/proofbox/blob/main/docs/checks.md";
    res.json(await htmlCheck(deps, callerOf(res), await named(req, res), docs));
  });

  router.get("/api/v1/message/:id/link-check", async (req, res) => {
    res.json(await linkCheck(deps, callerOf(res), await named(req, res)));
  });

  router.get("/api/v1/message/:id/sa-check", () => {
    // Mailpit routes no SpamAssassin check when SpamAssassin is off.
    throw new ApiError("not_found", "SpamAssassin is not enabled: Proofbox does not score spam.", { field: "ID" });
  });

  router.post("/api/v1/message/:id/release", () => {
    throw notEnabled("Message relay", "To");
  });

  router.get("/api/v1/tags", async (_req, res) => {
    res.json(await projectTags(deps, callerOf(res)));
  });

  router.put("/api/v1/tags", readJsonBody, async (req, res) => {
    const body = parseInput(TagsBody, bodyObject(req.body), "body");
    await setTags(deps, callerOf(res), body.IDs, body.Tags ?? []);
    ok(res);
  });

  router.put("/api/v1/tags/:tag", readJsonBody, async (req, res) => {
    const body = parseInput(RenameBody, bodyObject(req.body), "body");
    await renameTag(deps, callerOf(res), String(req.params.tag), body.Name);
    ok(res);
  });

  router.delete("/api/v1/tags/:tag", async (req, res) => {
    await deleteTag(deps, callerOf(res), String(req.params.tag));
    ok(res);
  });

  router.all("/api/v1/chaos", () => {
    throw notEnabled("Chaos", "chaos");
  });

  router.post("/api/v1/send", () => {
    throw new ApiError(
      "invalid_request",
      "Proofbox has no HTTP send API: send the message over SMTP, as the app under test does (docs/mailpit.md).",
      { field: "body", Error: "the send API is not enabled" },
    );
  });

  router.get("/view/latest", async (req, res) => {
    const entry = await resolveMessage(deps, callerOf(res), "latest", searchOf(req));
    res.redirect(302, `/view/${encodeURIComponent(entry.id)}.html`);
  });

  router.get("/view/:file", async (req, res) => {
    const file = /^(.+)\.(html|txt)$/.exec(String(req.params.file));
    if (!file) throw new ApiError("not_found", "Pages are /view/{ID}.html and /view/{ID}.txt.", { field: "ID" });
    const [id, kind] = [file[1] ?? "", file[2]];
    const caller = callerOf(res);
    const entry = await markRead(deps, caller, await resolveMessage(deps, caller, id, searchOf(req)));
    const content = await contentOf(deps, entry);
    res.set("X-Content-Type-Options", "nosniff");
    if (kind === "txt") {
      res.type("text/plain; charset=utf-8").send(content.text ?? "");
      return;
    }
    if (!content.html) throw new ApiError("not_found", "This message does not contain a HTML part", { field: "ID" });
    // The cleaned HTML (no scripts, no forms, no remote fetches run here), and a policy to match.
    res.set({
      "Content-Security-Policy": "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; sandbox",
    });
    res.type("text/html; charset=utf-8").send(content.html);
  });

  return router;
}
