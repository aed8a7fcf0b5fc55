import { type Request, type Response, Router } from "express";
import { loadAddress } from "../addresses/service.js";
import type { Deps } from "../deps.js";
import { toRefusalResponse } from "../delivery/serialize.js";
import { ApiError } from "../errors.js";
import { authOf } from "../http/auth.js";
import { parseInput } from "../http/validate.js";
import { parseAddress } from "../lib/email-address.js";
import type { AddressRecord, EmailMeta } from "../store/store.js";
import { takeNewestMatch } from "./find.js";
import { waitHint } from "./hint.js";
import {
  type EmailFilter,
  emailPasses,
  type ItemQuery,
  itemsOf,
  mainItem,
  toMatchResponse,
  VERIFICATION_LINKS,
} from "./match.js";
import { toMessageResponse } from "./messages.js";
import {
  CodeQuery,
  COUNT_EMAILS_LISTED,
  CountQuery,
  LinkQuery,
  MessagesQuery,
  NoneQuery,
  WAIT_LOOK_BACK_MS,
} from "./schemas.js";
import { clientGone, waitFor } from "./wait.js";
import { goesTo } from "../runs/goes-to.js";
import { recordEvidence, runContextOf } from "../runs/recorder.js";

/** How many emails a count or /none looks at, newest first; far beyond any test's volume. */
const COUNT_SCAN_LIMIT = 100_000;

/** The plus tag of the {address} a caller used, which narrows waits and lists to that variant. */
const variantTag = (param: string) => parseAddress(param)?.tag ?? null;

/** The email summary of count and /none answers: no content. */
function toSummary(email: EmailMeta): Record<string, unknown> {
  const main = mainItem(email);
  return {
    received_at: email.receivedAt.toISOString(),
    service: email.service,
    service_domain: email.serviceDomain,
    type: main?.type ?? null,
    subtype: main?.subtype ?? null,
    email_id: email.id,
  };
}

/** Whether an email counts for a count or /none `type`/`subtype` filter. */
function countsAs(email: EmailMeta, type: "code" | "link" | undefined, subtypes: string[] | undefined): boolean {
  if (!type) return true;
  const any = subtypes?.includes("any") ?? false;
  if (type === "code") {
    const wantedSubtypes = any ? (["otp", "coupon"] as const) : ((subtypes ?? ["otp"]) as ("otp" | "coupon")[]);
    return itemsOf(email, { type: "code", subtypes: wantedSubtypes }).length > 0;
  }
  const wantedLinks = any
    ? (["verify", "magic_signin", "invite", "reset", "other"] as const)
    : ((subtypes ?? VERIFICATION_LINKS) as typeof VERIFICATION_LINKS);
  return itemsOf(email, { type: "link", subtypes: wantedLinks, app: null }).length > 0;
}

/** GET code, link, messages, count and none under /v1/addresses/{address}. */
export function matchRoutes(deps: Deps): Router {
  const router = Router();

  async function answerWait(
    req: Request<{ address: string }>,
    res: Response,
    address: AddressRecord,
    request: { query: ItemQuery; timeout: number; service?: string; since?: Date; unused?: boolean },
  ) {
    const now = deps.clock.now();
    const since = request.since ?? new Date(now.getTime() - WAIT_LOOK_BACK_MS);
    const filter: EmailFilter = { tag: variantTag(req.params.address), service: request.service ?? null };
    const unused = request.unused ?? false;
    const run = runContextOf(req, res);
    const signal = clientGone(res);
    const found = await waitFor(deps, address.id, { timeoutMs: request.timeout * 1000, signal }, () =>
      takeNewestMatch(deps, address, { query: request.query, filter, since, unused }),
    );
    if (signal.aborted) return;
    const auth = authOf(res);
    if (found) {
      const { email, item } = found;
      await recordEvidence(deps, res, auth, run, {
        kind: "email",
        address: address.address,
        failed: false,
        detail: {
          type: item.type,
          subtype: item.subtype,
          service: email.service,
          received_at: email.receivedAt.toISOString(),
          after_seconds: Math.max(0, Math.round((email.receivedAt.getTime() - since.getTime()) / 100) / 10),
          ...(item.type === "code" ? { code: item.value } : { goes_to: goesTo(item.value) }),
        },
      });
      res.json(toMatchResponse(address.address, email, item));
      return;
    }
    const [emails, refusals] = await Promise.all([
      deps.store.emails.listMeta(address.id, { since, limit: 200 }),
      deps.store.refusals.list(address.id, since),
    ]);
    const what = request.query.type === "code" ? "code" : "link";
    const hint = waitHint({
      address,
      emails,
      refusals,
      query: request.query,
      filter,
      since,
      unused,
      limits: auth.project.limits,
      now: deps.clock.now(),
      smtpEndpoint: `${deps.endpoints.smtpHost}:${deps.endpoints.smtpPort}`,
    });
    const waitedFor = `${what} (${request.query.subtypes.join(", ")})`;
    await recordEvidence(
      deps,
      res,
      auth,
      run,
      {
        kind: "missing",
        address: address.address,
        failed: true,
        detail: {
          waited_for: waitedFor,
          service: request.service ?? null,
          since: since.toISOString(),
          timeout: request.timeout,
          hint,
        },
      },
      // A retried wait: this missing replaces the previous one of the same wait.
      run?.retry ? `missing\u0000${address.address}\u0000${waitedFor}\u0000${request.service ?? ""}` : undefined,
    );
    throw new ApiError(
      "not_found",
      `No matching ${what} arrived for ${address.address} within ${request.timeout} s (looking at mail since ${since.toISOString()}).`,
      { hint, refused: refusals.map(toRefusalResponse), help: deps.helpUrl },
    );
  }

  router.get("/addresses/:address/code", async (req, res) => {
    const address = await loadAddress(deps, authOf(res), req.params.address);
    const query = parseInput(CodeQuery, req.query, "query");
    await answerWait(req, res, address, {
      ...query,
      query: { type: "code", subtypes: [query.type] },
    });
  });

  router.get("/addresses/:address/link", async (req, res) => {
    const address = await loadAddress(deps, authOf(res), req.params.address);
    const query = parseInput(LinkQuery, req.query, "query");
    const subtypes = query.type.includes("any")
      ? (["verify", "magic_signin", "invite", "reset", "other"] as const)
      : (query.type as (typeof VERIFICATION_LINKS)[number][]);
    await answerWait(req, res, address, {
      ...query,
      query: { type: "link", subtypes, app: query.app ?? null },
    });
  });

  router.get("/addresses/:address/messages", async (req, res) => {
    const address = await loadAddress(deps, authOf(res), req.params.address);
    const query = parseInput(MessagesQuery, req.query, "query");
    const tag = variantTag(req.params.address);
    // A variant's list is filtered after reading, so read enough to fill the page.
    const emails = await deps.store.emails.listForAddress(address.id, tag === null ? query.limit : 1000);
    const include = new Set(query.include ?? []);
    res.json(
      emails
        .filter((email) => emailPasses(email, { tag, service: null }))
        .slice(0, query.limit)
        .map((email) => toMessageResponse(email, include)),
    );
  });

  router.get("/addresses/:address/count", async (req, res) => {
    const address = await loadAddress(deps, authOf(res), req.params.address);
    const query = parseInput(CountQuery, req.query, "query");
    const emails = await deps.store.emails.listMeta(address.id, {
      since: query.since ?? null,
      limit: COUNT_SCAN_LIMIT,
    });
    const counted = emails.filter(
      (email) =>
        emailPasses(email, { tag: variantTag(req.params.address), service: query.service ?? null }) &&
        countsAs(email, query.type, query.subtype),
    );
    await recordEvidence(deps, res, authOf(res), runContextOf(req, res), {
      kind: "count",
      address: address.address,
      failed: false,
      detail: {
        count: counted.length,
        type: query.type ?? null,
        subtype: query.subtype ?? null,
        since: query.since?.toISOString() ?? null,
      },
    });
    res.json({
      address: address.address,
      since: query.since?.toISOString() ?? null,
      count: counted.length,
      emails: [...counted].reverse().slice(0, COUNT_EMAILS_LISTED).map(toSummary),
    });
  });

  router.get("/addresses/:address/none", async (req, res) => {
    const address = await loadAddress(deps, authOf(res), req.params.address);
    const query = parseInput(NoneQuery, req.query, "query");
    const since = query.since ?? deps.clock.now();
    const filter: EmailFilter = { tag: variantTag(req.params.address), service: query.service ?? null };
    const run = runContextOf(req, res);
    const signal = clientGone(res);
    const arrived = await waitFor(deps, address.id, { timeoutMs: query.timeout * 1000, signal }, async () => {
      const emails = await deps.store.emails.listMeta(address.id, { since, limit: COUNT_SCAN_LIMIT });
      const matching = emails.filter((email) => emailPasses(email, filter) && countsAs(email, query.type, undefined));
      return matching.length > 0 ? matching : null;
    });
    if (signal.aborted) return;
    const until = deps.clock.now().toISOString();
    await recordEvidence(deps, res, authOf(res), run, {
      kind: "none",
      address: address.address,
      failed: arrived !== null,
      detail: { arrived: arrived !== null, since: since.toISOString(), until, count: arrived?.length ?? 0 },
    });
    if (!arrived) {
      res.json({ arrived: false, until });
      return;
    }
    const first = arrived[arrived.length - 1]!;
    const main = mainItem(first);
    throw new ApiError(
      "email_arrived",
      `${arrived.length === 1 ? "An email" : `${arrived.length} emails`} arrived for ${address.address} since ${since.toISOString()}, where none was expected.`,
      {
        count: arrived.length,
        first: { received_at: first.receivedAt.toISOString(), service: first.service, type: main?.type ?? null },
      },
    );
  });

  return router;
}
