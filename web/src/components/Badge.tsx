import type { ComponentChildren } from "preact";

export type Tone = "good" | "bad" | "busy" | "plain";

/** A status in words, coloured as well; the colour never carries the meaning alone. */
export function Badge({ tone, children }: { tone: Tone; children: ComponentChildren }) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

const RUN_TONES = { passed: "good", failed: "bad", running: "busy" } as const;

export function RunStatus({ status }: { status: keyof typeof RUN_TONES }) {
  return <Badge tone={RUN_TONES[status]}>{status}</Badge>;
}

/** Said of a code or link that a wait returned or someone copied or opened. */
export function UsedBadge() {
  return <Badge tone="plain">used</Badge>;
}
