import type { AuditAction, AuditVia } from "../wire/enums.js";
import type { AuditEntry, AuditSubject } from "./store.js";

/**
 * An audit entry as both stores keep it. The columns predate keys and webhooks in the log and
 * are NOT NULL, so "none" is '' there: no key (a change the configuration made) and no address
 * or label (a change that is not to a saved secret).
 */
export interface AuditRowFields {
  at: number;
  action: unknown;
  via: unknown;
  key_name: unknown;
  key_id: unknown;
  address: unknown;
  label: unknown;
  subject_kind: unknown;
  subject_id: unknown;
  subject_name: unknown;
}

const orNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export function toAuditEntry(row: AuditRowFields): AuditEntry {
  const keyId = orNull(row.key_id);
  const subjectKind = orNull(row.subject_kind) as AuditSubject["kind"] | null;
  return {
    at: new Date(row.at),
    action: String(row.action) as AuditAction,
    via: String(row.via) as AuditVia,
    key: keyId === null ? null : { name: String(row.key_name), id: keyId },
    address: orNull(row.address),
    label: orNull(row.label),
    subject:
      subjectKind === null ? null : { kind: subjectKind, id: String(row.subject_id), name: String(row.subject_name) },
  };
}

/** The values of at, action, via, key_name, key_id, address, label, subject_kind, subject_id, subject_name. */
export function auditColumns(entry: AuditEntry): (string | number | null)[] {
  return [
    entry.at.getTime(),
    entry.action,
    entry.via,
    entry.key?.name ?? "",
    entry.key?.id ?? "",
    entry.address ?? "",
    entry.label ?? "",
    entry.subject?.kind ?? null,
    entry.subject?.id ?? null,
    entry.subject?.name ?? null,
  ];
}
