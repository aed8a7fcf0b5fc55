import { describe, expect, it } from "vitest";
import { createFakeClock } from "../../service/lib/clock.js";
import { parseAddress } from "../../service/lib/email-address.js";
import { toHost } from "../../service/lib/host.js";
import { digestsEqual, hashApiKey } from "../../service/lib/key-hash.js";
import { generatePassword } from "../../service/lib/password.js";
import { createServiceLogger } from "../../service/lib/logger.js";
import { createRateLimiter } from "../../service/lib/rate-limiter.js";
import { createSealedBox } from "../../service/lib/sealed-box.js";
import { addDays, ageOn, isRealDate, yearsBefore } from "../../service/lib/time.js";

describe("generatePassword", () => {
  it("is 16 characters mixing cases, digits and symbols, and differs every time", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^a-zA-Z0-9]/);
      expect(password).not.toMatch(/[\s"'\\`]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe("sealed box", () => {
  it("opens what a previous key sealed during a rotation, and says it is not current", () => {
    const old = createSealedBox("the old key, sixteen+");
    const sealed = old.seal("Sesame-2026!");
    const rotated = createSealedBox("the new key, sixteen+", ["the old key, sixteen+"]);
    expect(rotated.open(sealed)).toBe("Sesame-2026!");
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.isCurrent(rotated.seal("x"))).toBe(true);
    expect(() => createSealedBox("the new key, sixteen+").open(sealed)).toThrow();
  });

  it("round-trips and never stores the plain text", () => {
    const box = createSealedBox("a secret of sixteen+");
    const sealed = box.seal("hunter2!");
    expect(sealed).not.toContain("hunter2");
    expect(box.seal("hunter2!")).not.toBe(sealed);
    expect(box.open(sealed)).toBe("hunter2!");
  });

  it("refuses to open with another key or after tampering", () => {
    const sealed = createSealedBox("key number one!!").seal("pw");
    expect(() => createSealedBox("key number two!!").open(sealed)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("xx").toString("base64url");
    expect(() => createSealedBox("key number one!!").open(parts.join("."))).toThrow();
  });
});

describe("API key digests", () => {
  it("hashes deterministically and compares digests", () => {
    expect(hashApiKey("k")).toMatch(/^[0-9a-f]{64}$/);
    expect(digestsEqual(hashApiKey("k"), hashApiKey("k"))).toBe(true);
    expect(digestsEqual(hashApiKey("k"), hashApiKey("j"))).toBe(false);
    expect(digestsEqual(hashApiKey("k"), "abcd")).toBe(false);
  });
});

describe("parseAddress", () => {
  it("lower-cases and strips the plus tag", () => {
    expect(parseAddress("Alice+Sign.Up@Proofbox.TEST")).toEqual({
      plain: "alice@proofbox.test",
      localPart: "alice",
      domain: "proofbox.test",
      tag: "sign.up",
    });
    expect(parseAddress(" bob@proofbox.test ")).toEqual({
      plain: "bob@proofbox.test",
      localPart: "bob",
      domain: "proofbox.test",
      tag: null,
    });
    expect(parseAddress("o'neil/x@proofbox.test")?.plain).toBe("o'neil/x@proofbox.test");
  });

  it("rejects what is not an address", () => {
    for (const bad of [
      "",
      "no-at",
      "@proofbox.test",
      "a@",
      "+tag@proofbox.test",
      "a b@proofbox.test",
      "a@bad domain",
      `${"a".repeat(320)}@x.test`,
    ]) {
      expect(parseAddress(bad)).toBeNull();
    }
  });
});

describe("toHost", () => {
  it("reduces URLs and host:port to the host", () => {
    expect(toHost("https://App.Example.com/signup?x=1")).toBe("app.example.com");
    expect(toHost("http://localhost:3000/a")).toBe("localhost:3000");
    expect(toHost("localhost:3000")).toBe("localhost:3000");
    expect(toHost("app.test/path")).toBe("app.test");
    expect(toHost("https://app.test:443/")).toBe("app.test");
  });

  it("rejects what has no host", () => {
    for (const bad of ["", "   ", "mailto:x@y.z", "ftp://x.test", "http://", "https://user:pw@x.test/", "a b"])
      expect(toHost(bad)).toBeNull();
  });
});

describe("dates", () => {
  it("knows real dates, ages and leap days", () => {
    expect(isRealDate("2024-02-29")).toBe(true);
    expect(isRealDate("2023-02-29")).toBe(false);
    expect(isRealDate("2024-2-1")).toBe(false);
    expect(yearsBefore("2028-02-29", 18)).toBe("2010-02-28");
    expect(yearsBefore("2026-03-10", 18)).toBe("2008-03-10");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(ageOn("2008-03-10", "2026-03-10")).toBe(18);
    expect(ageOn("2008-03-11", "2026-03-10")).toBe(17);
  });
});

describe("rate limiter", () => {
  it("allows the limit per window and says when the window closes", async () => {
    const clock = createFakeClock("2026-01-01T00:00:00Z");
    const limiter = createRateLimiter();
    expect(await limiter.take("k", 2, clock.now())).toMatchObject({ allowed: true });
    clock.advance(10_000);
    expect(await limiter.take("k", 2, clock.now())).toMatchObject({ allowed: true });
    expect(await limiter.take("k", 2, clock.now())).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await limiter.take("other", 2, clock.now())).toMatchObject({ allowed: true });
    clock.advance(50_000);
    expect(await limiter.take("k", 2, clock.now())).toMatchObject({ allowed: true });
  });

  it("gives a released request back to its window, once", async () => {
    const clock = createFakeClock("2026-01-01T00:00:00Z");
    const limiter = createRateLimiter();
    const first = await limiter.take("k", 1, clock.now());
    expect((await limiter.take("k", 1, clock.now())).allowed).toBe(false);
    if (!first.allowed) throw new Error("the first request is allowed");
    await first.release();
    await first.release();
    expect((await limiter.take("k", 1, clock.now())).allowed).toBe(true);
    expect((await limiter.take("k", 1, clock.now())).allowed).toBe(false);
  });
});

describe("service logger", () => {
  const stream = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, stderr: { isTTY, write: (line: string) => written.push(line) } as unknown as NodeJS.WriteStream };
  };

  it("writes JSON lines unless a terminal is reading", async () => {
    const file = stream(false);
    (await createServiceLogger("info", "auto", file.stderr)).info("started", { port: 7025 });
    expect(file.written).toHaveLength(1);
    expect(JSON.parse(file.written[0]!)).toMatchObject({ level: "info", msg: "started", port: 7025 });
    const terminal = stream(true);
    (await createServiceLogger("info", "auto", terminal.stderr)).info("started", { port: 7025 });
    expect(terminal.written[0]).toMatch(/INFO.*started/);
  });

  it("makes lines readable for people with format pretty", async () => {
    const terminal = stream(false);
    const logger = await createServiceLogger("info", "pretty", terminal.stderr);
    logger.debug("hidden below the level");
    logger.info("mail accepted", { code: 250 });
    expect(terminal.written).toHaveLength(1);
    expect(terminal.written[0]).toMatch(/INFO.*mail accepted.*code.*250/);
    expect(terminal.written[0]?.trimStart().startsWith("{")).toBe(false);
  });
});
