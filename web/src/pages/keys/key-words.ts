import type { ApiKey } from "../../../../src/client/index.js";
import type { Tone } from "../../components/Badge.js";

export type Permission = ApiKey["permissions"][number];

/** Every permission, in the order the form offers them. */
export const PERMISSIONS: readonly Permission[] = ["read_passwords", "manage_project"];

/** What each permission lets a key do, under its checkbox (docs/configuration.md, docs/keys.md). */
export const PERMISSION_HELP: Record<Permission, string> = {
  read_passwords: "Reveal saved passwords and sign in with them.",
  manage_project: "Manage the project: its API keys, dev hosts and audit log.",
};

export const SOURCE_WORDS: Record<ApiKey["source"], string> = {
  config: "configuration file",
  api: "API",
};

export const STATE_TONES: Record<ApiKey["state"], Tone> = {
  active: "good",
  expired: "plain",
  revoked: "bad",
};

/** revoked_by: "configuration" when the configuration file no longer names the key. */
export const REVOKED_BY_CONFIGURATION = "configuration";
