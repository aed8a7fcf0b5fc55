import { type Command, InvalidArgumentError } from "commander";
import type { ApiKey } from "../../src/client/index.js";
import type { CallContext } from "./calls.js";

/** `proofbox keys list | create | revoke`: the project's API keys (docs/keys.md). */

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** An expiry as a date-time (2027-01-31T00:00:00Z) or a span from now (90m, 12h, 30d), as ISO. */
export function expiryOf(value: string, now = Date.now()): string {
  const span = /^(\d{1,6})([mhd])$/.exec(value.trim());
  if (span) return new Date(now + Number(span[1]) * (UNITS[span[2] as string] as number)).toISOString();
  const at = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(at))
    throw new InvalidArgumentError(
      "must be a date-time such as 2027-01-31T00:00:00Z, or a span such as 90m, 12h or 30d",
    );
  return new Date(at).toISOString();
}

const permissionList = (value: string) => {
  const permissions = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  for (const permission of permissions)
    if (permission !== "read_passwords" && permission !== "manage_project")
      throw new InvalidArgumentError(`${permission} is no permission: read_passwords or manage_project`);
  return permissions as ("read_passwords" | "manage_project")[];
};

/** One line per key, in columns: id, state, source, name, permissions, last used, expires. */
function keyLines(keys: ApiKey[]): string[] {
  const rows = keys.map((key) => [
    key.id,
    key.state,
    key.source === "config" ? "config" : "api",
    key.name,
    key.permissions.join(",") || "-",
    key.last_used_at ?? "never used",
    key.expires_at ? `expires ${key.expires_at}` : key.revoked_at ? `revoked ${key.revoked_at}` : "-",
  ]);
  const widths = rows.reduce<number[]>((max, row) => row.map((cell, i) => Math.max(max[i] ?? 0, cell.length)), []);
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}

export function registerKeys(program: Command, context: CallContext): void {
  const keys = program.command("keys").description("the project's API keys (needs a key with manage_project)");
  keys
    .command("list")
    .description("every key of the project, newest first, never a secret")
    .action(async () => {
      const list = await context.client().listKeys();
      context.output().result(list, list.length === 0 ? "no keys" : keyLines(list));
    });
  keys
    .command("create <name>")
    .description("create a key and print its secret, shown this once")
    .option("--permissions <list>", "comma-separated: read_passwords, manage_project", permissionList)
    .option("--expires <when>", "a date-time, or a span from now such as 30d or 12h", (value) => expiryOf(value))
    .addHelpText("after", "\nExample:\n  export PROOFBOX_API_KEY=$(proofbox keys create nightly-e2e --expires 30d)")
    .action(
      async (name: string, options: { permissions?: ("read_passwords" | "manage_project")[]; expires?: string }) => {
        const made = await context.client().createKey({
          name,
          ...(options.permissions ? { permissions: options.permissions } : {}),
          ...(options.expires ? { expires_at: options.expires } : {}),
        });
        if (!context.output().json)
          process.stderr.write(`key ${made.id} (${made.name}) created; its secret is printed this once:\n`);
        context.output().result(made, made.secret);
      },
    );
  keys
    .command("revoke <id>")
    .description("revoke a key by its id (from keys list): it stops working at once, on every instance")
    .action(async (id: string) => {
      const revoked = await context.client().revokeKey(id);
      context.output().result(revoked, `revoked ${revoked.id} (${revoked.name}) at ${revoked.revoked_at ?? ""}`);
    });
}
