import type { RunEvent } from "../../../../src/client/index.js";
import { DateTime } from "../../components/DateTime.js";

const SUBTYPES: Record<string, string> = {
  otp: "code",
  coupon: "coupon",
  verify: "verify link",
  magic_signin: "sign-in link",
  invite: "invite link",
  reset: "reset link",
  other: "link",
};

/** What a call saw, in the report's words (service/runs/markdown.ts, eventCell). */
export function EventSeen({ event }: { event: RunEvent }) {
  switch (event.kind) {
    case "email": {
      const { code, goes_to: goesTo, subtype } = event.detail;
      if (code !== undefined)
        return (
          <>
            code <code>{code}</code>
          </>
        );
      if (goesTo)
        return (
          <>
            goes to{" "}
            <code>
              {goesTo.site}
              {goesTo.path}
            </code>
          </>
        );
      return <>{SUBTYPES[subtype] ?? subtype}</>;
    }
    case "missing":
      return (
        <>
          waited for <code>{event.detail.waited_for}</code>
          <span class="event-hint">{event.detail.hint}</span>
        </>
      );
    case "none":
      return <>{event.detail.arrived ? `${event.detail.count} arrived where none should` : "none arrived"}</>;
    case "count":
      return <>count {event.detail.count}</>;
    case "checks": {
      const { failed, warnings, notes } = event.detail;
      return (
        <>
          {failed.length > 0
            ? `failed: ${failed.join(", ")}`
            : `passed${warnings.length > 0 ? `; warnings: ${warnings.join(", ")}` : ""}`}
          {notes.length > 0 && (
            <ul class="event-notes">
              {notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          )}
        </>
      );
    }
    case "note":
      return <>{event.detail.text}</>;
    case "checkout":
      return (
        <>
          held until <DateTime iso={event.detail.until} />
        </>
      );
    case "address":
      return <>{event.detail.label ?? ""}</>;
  }
}
