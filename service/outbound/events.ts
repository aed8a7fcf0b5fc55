import { mainItem } from "../inbox/match-items.js";
import type { StoredEmail } from "../mail/pipeline.js";
import type { OutboundEvent } from "./dispatcher.js";

/**
 * The data of each event (docs/webhooks.md#events). Never an email's content: who sent it (the
 * service), what it carries (type and subtype of its main code or link), not the code or link.
 */

export function emailReceived(email: StoredEmail): OutboundEvent {
  const main = mainItem(email);
  return {
    projectId: email.projectId,
    event: "email.received",
    orderingKey: email.address,
    data: {
      address: email.address,
      email_id: email.id,
      received_at: email.receivedAt.toISOString(),
      service: email.service,
      service_domain: email.serviceDomain,
      type: main?.type ?? null,
      subtype: main?.subtype ?? null,
    },
  };
}

export function runFinished(run: {
  projectId: string;
  id: string;
  name: string;
  status: string;
  finishedAt: Date;
  reportUrl: string;
}): OutboundEvent {
  return {
    projectId: run.projectId,
    event: "run.finished",
    orderingKey: run.id,
    data: {
      run_id: run.id,
      name: run.name,
      status: run.status,
      finished_at: run.finishedAt.toISOString(),
      report_url: run.reportUrl,
    },
  };
}
