import { describe, expect, it } from "vitest";
import { matches, parseSearch, type Searchable } from "../../service/mailpit/search.js";

/** Mailpit's search syntax as service/mailpit/search.ts reads it, term by term. */

const NOW = new Date("2026-03-10T12:00:00.000Z");
const terms = (query: string, tz?: string) => parseSearch(query, { now: NOW, ...(tz ? { tz } : {}) });

const email = (overrides: Partial<Searchable> = {}): Searchable => ({
  from: "Acme no-reply@acme.example.com",
  to: " new.user@example.test",
  cc: "",
  bcc: "",
  replyTo: "",
  subject: "Confirm your email",
  messageId: "abc@acme.example.com",
  tags: ["signup"],
  read: false,
  attachments: 0,
  inlineParts: 0,
  receivedAt: Date.parse("2026-03-10T11:00:00.000Z"),
  sizeBytes: 4096,
  searchText: () =>
    "acme no-reply@acme.example.com new.user@example.test confirm your email your code is 482913. welcome aboard!",
  ...overrides,
});

const finds = async (query: string, overrides: Partial<Searchable> = {}, tz?: string) =>
  matches(await terms(query, tz), email(overrides));

describe("Mailpit's search syntax", () => {
  it("splits on spaces outside quotes, drops the quotes, and negates with - or !", async () => {
    expect(await terms('subject:"Confirm your" -from:other "welcome aboard" !is:read')).toEqual([
      { negated: false, kind: "text", field: "subject", value: "confirm your" },
      { negated: true, kind: "text", field: "from", value: "other" },
      { negated: false, kind: "text", field: "text", value: "welcome aboard" },
      { negated: true, kind: "read", read: true },
    ]);
  });

  it("matches fields as substrings without regard to case, and plain words in the body too", async () => {
    expect(await finds("to:NEW.USER@example.test")).toBe(true);
    expect(await finds("to:someone.else")).toBe(false);
    expect(await finds("from:acme subject:confirm")).toBe(true);
    expect(await finds("482913")).toBe(true);
    expect(await finds("-482913")).toBe(false);
    expect(await finds("addressed:new.user")).toBe(true);
    expect(await finds("message-id:abc@acme")).toBe(true);
    expect(await finds("unknownfilter:value")).toBe(false);
  });

  it("matches a tag whole, without regard to case", async () => {
    expect(await finds("tag:SIGNUP")).toBe(true);
    expect(await finds("tag:sign")).toBe(false);
    expect(await finds("is:tagged")).toBe(true);
    expect(await finds("is:tagged", { tags: [] })).toBe(false);
    expect(await finds("-tag:signup")).toBe(false);
  });

  it("reads read state, attachments and inline parts", async () => {
    expect(await finds("is:unread")).toBe(true);
    expect(await finds("is:read", { read: true })).toBe(true);
    expect(await finds("has:attachment")).toBe(false);
    expect(await finds("has:attachments", { attachments: 2 })).toBe(true);
    expect(await finds("has:inline", { inlineParts: 1 })).toBe(true);
  });

  it("reads sizes in bytes, k and m, and negates a bound by its opposite", async () => {
    expect(await finds("larger:4k")).toBe(false);
    expect(await finds("larger:3.9kb")).toBe(true);
    expect(await finds("smaller:1m")).toBe(true);
    // Exactly 4 KB is neither larger nor smaller, so "not larger" does not take it.
    expect(await finds("-larger:4k")).toBe(false);
    expect(await finds("-smaller:4k")).toBe(false);
    // A size with a unit Mailpit does not know is a plain word.
    expect(await terms("larger:5gb")).toEqual([{ negated: false, kind: "text", field: "text", value: "larger:5gb" }]);
  });

  it("reads before: and after: in UTC, or in the zone tz names, and leaves out a date that is no date", async () => {
    expect(await finds("after:2026-03-10")).toBe(true);
    expect(await finds("before:2026-03-10")).toBe(false);
    expect(await finds('after:"2026-03-10 10:30"')).toBe(true);
    expect(await finds('after:"2026-03-10 11:30"')).toBe(false);
    // 11:00 UTC is 12:00 in Berlin: after 11:30 there, before 12:30.
    expect(await finds('after:"2026-03-10 11:30"', {}, "Europe/Berlin")).toBe(true);
    expect(await finds('after:"2026-03-10 12:30"', {}, "Europe/Berlin")).toBe(false);
    expect(await terms("before:not-a-date")).toEqual([]);
  });
});
