import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_LIMITS, loadSettings, resolveProjects } from "../service/config.js";

const writeConfig = (value: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), "proofbox-config-")), "proofbox.json");
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));
  return file;
};

describe("loadSettings", () => {
  it("has the documented zero-configuration defaults", () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      http_host: "127.0.0.1",
      http_port: 7025,
      smtp_host: "127.0.0.1",
      smtp_port: 2525,
      domain: "proofbox.test",
      smtp_auth: true,
      log_level: "info",
    });
    expect(settings.public_url).toBeUndefined();
    expect(settings.api_key).toBeUndefined();
  });

  it("reads PROOFBOX_* variables, coercing numbers and booleans", () => {
    const settings = loadSettings({
      PROOFBOX_HTTP_PORT: "0",
      PROOFBOX_SMTP_PORT: "2626",
      PROOFBOX_SMTP_AUTH: "false",
      PROOFBOX_DOMAIN: "Mail.Example.Test",
      PROOFBOX_MAX_ACTIVE_ADDRESSES: "7",
    });
    expect(settings).toMatchObject({
      http_port: 0,
      smtp_port: 2626,
      smtp_auth: false,
      domain: "mail.example.test",
    });
    expect(settings.limits.max_active_addresses).toBe(7);
  });

  it("stops with a message naming the invalid setting as the user wrote it", () => {
    expect(() => loadSettings({ PROOFBOX_HTTP_PORT: "70000" })).toThrow(
      new ConfigError("invalid setting PROOFBOX_HTTP_PORT (http_port): must be 0 (any free port) to 65535"),
    );
    expect(() => loadSettings({ PROOFBOX_MAIL_PER_ADDRESS_PER_HOUR: "0" })).toThrow(
      /PROOFBOX_MAIL_PER_ADDRESS_PER_HOUR \(limits.mail_per_address_per_hour\): must be at least 1/,
    );
    expect(() => loadSettings({ PROOFBOX_PUBLIC_URL: "ftp://x" })).toThrow(/PROOFBOX_PUBLIC_URL/);
    expect(() => loadSettings({ PROOFBOX_API_KEY: "short" })).toThrow(
      /PROOFBOX_API_KEY \(api_key\): must be at least 16 characters/,
    );
    expect(() => loadSettings({ PROOFBOX_SMTP_AUTH: "maybe" })).toThrow(/PROOFBOX_SMTP_AUTH/);
    expect(() => loadSettings({ PROOFBOX_SMTP_TLS_KEY: "/k.pem" })).toThrow(
      "invalid setting PROOFBOX_SMTP_TLS_KEY (smtp_tls_key): set both smtp_tls_key and smtp_tls_cert, or neither",
    );
  });

  it("reads a JSON config file; the environment wins over it", () => {
    const file = writeConfig({
      http_port: 8000,
      smtp_port: 2600,
      limits: { max_lifetime_days: 3 },
    });
    const settings = loadSettings({ PROOFBOX_CONFIG: file, PROOFBOX_SMTP_PORT: "2700" });
    expect(settings).toMatchObject({ http_port: 8000, smtp_port: 2700 });
    expect(settings.limits.max_lifetime_days).toBe(3);
  });

  it("names the file setting that is wrong, and unreadable or non-JSON files", () => {
    expect(() =>
      loadSettings({
        PROOFBOX_CONFIG: writeConfig({ projects: [{ name: "x", domains: [], keys: [] }] }),
      }),
    ).toThrow(/invalid setting projects.0.domains: needs at least one mail domain/);
    expect(() => loadSettings({ PROOFBOX_CONFIG: writeConfig({ htp_port: 1 }) })).toThrow(
      /invalid setting config: .*htp_port/,
    );
    expect(() => loadSettings({ PROOFBOX_CONFIG: writeConfig("{not json") })).toThrow(
      /PROOFBOX_CONFIG: .* is not a JSON object/,
    );
    expect(() => loadSettings({ PROOFBOX_CONFIG: "/no/such/file.json" })).toThrow(
      /PROOFBOX_CONFIG: cannot read \/no\/such\/file.json/,
    );
  });
});

describe("resolveProjects", () => {
  it("makes the default project with a generated key that may read passwords", () => {
    const { projects, printedKey } = resolveProjects(loadSettings({}), () => "generated-key-0123456789");
    expect(printedKey).toBe("generated-key-0123456789");
    expect(projects).toEqual([
      {
        name: "default",
        domains: ["proofbox.test"],
        limits: DEFAULT_LIMITS,
        catchAll: { mode: "off", lifetimeDays: 1 },
        webhooksAllowPrivate: false,
        keys: [
          {
            name: "default",
            plain: "generated-key-0123456789",
            permissions: ["read_passwords", "manage_project"],
          },
        ],
      },
    ]);
  });

  it("reads catch-all from the environment for the default project, and refuses a mode it does not know", () => {
    const { projects } = resolveProjects(
      loadSettings({ PROOFBOX_CATCH_ALL: "any", PROOFBOX_CATCH_ALL_LIFETIME_DAYS: "3" }),
      () => "generated-key-0123456789",
    );
    expect(projects[0]?.catchAll).toEqual({ mode: "any", lifetimeDays: 3 });
    expect(() => loadSettings({ PROOFBOX_CATCH_ALL: "everything" })).toThrow(
      "invalid setting PROOFBOX_CATCH_ALL (catch_all): must be off, domains or any",
    );
  });

  it("uses PROOFBOX_API_KEY without printing it", () => {
    const { projects, printedKey } = resolveProjects(
      loadSettings({ PROOFBOX_API_KEY: "given-key-0123456789" }),
      () => "unused",
    );
    expect(printedKey).toBeUndefined();
    expect(projects[0]?.keys[0]?.plain).toBe("given-key-0123456789");
  });

  it("uses the file's projects with per-project limits over global ones", () => {
    const file = writeConfig({
      limits: { max_active_addresses: 50 },
      projects: [
        {
          name: "web",
          domains: ["web.test"],
          keys: [{ key: "web-key-0123456789", permissions: ["read_passwords"] }],
          limits: { max_lifetime_days: 2 },
        },
        { name: "app", domains: ["app.test"], keys: [{ key_sha256: "A".repeat(64) }] },
      ],
    });
    const { projects, printedKey } = resolveProjects(loadSettings({ PROOFBOX_CONFIG: file }), () => "unused");
    expect(printedKey).toBeUndefined();
    expect(projects.map((p) => [p.name, p.limits.max_active_addresses, p.limits.max_lifetime_days])).toEqual([
      ["web", 50, 2],
      ["app", 50, 30],
    ]);
    expect(projects[1]?.keys[0]).toEqual({
      name: "key 1",
      sha256: "a".repeat(64),
      permissions: [],
    });
  });

  it("refuses two projects of one name", () => {
    const file = writeConfig({
      projects: [1, 2].map(() => ({
        name: "same",
        domains: ["a.test"],
        keys: [{ key: "k".repeat(16) }],
      })),
    });
    expect(() => resolveProjects(loadSettings({ PROOFBOX_CONFIG: file }), () => "x")).toThrow(/"same" is used twice/);
  });
});
