import type { KeyGate } from "./access/key-gate.js";
import type { Clock } from "./lib/clock.js";
import type { Logger } from "./lib/logger.js";
import type { Metrics } from "./lib/metrics.js";
import type { RateLimiter } from "./lib/rate-limiter.js";
import type { SealedBox } from "./lib/sealed-box.js";
import type { Notifier } from "./mail/notifier.js";
import type { WebhookDispatcher } from "./outbound/dispatcher.js";
import type { MailIntake } from "./mail/pipeline.js";
import type { Store } from "./store/store.js";

/** Where the service can be reached, known once the listeners are bound. */
export interface Endpoints {
  publicUrl: string;
  smtpHost: string;
  smtpPort: number;
}

/** What the domain functions and routes need, passed explicitly (no module-level state). */
export interface Deps {
  store: Store;
  clock: Clock;
  /** Opens callers from API keys (checking revocation and expiry) for every door. */
  keys: KeyGate;
  logger: Logger;
  metrics: Metrics;
  sealedBox: SealedBox;
  /** Outbound events: webhook deliveries (docs/webhooks.md). */
  webhooks: WebhookDispatcher;
  rateLimiter: RateLimiter;
  notifier: Notifier;
  /** Reads of an address's mail await `intake.settled` so they see all mail already accepted. */
  intake: MailIntake;
  endpoints: Endpoints;
  /** Signs the capability links of run pages (runs/service.ts). */
  runPageKey: Buffer;
  /** Aborts when the service starts closing: open event streams end instead of holding it up. */
  closing: AbortSignal;
  /** docs/delivery.md as a URL, returned as `help` on delivery answers. */
  helpUrl: string;
}
