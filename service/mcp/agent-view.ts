import { z } from "zod";
import { Address } from "../wire/addresses.js";
import { CODE_SUBTYPES, LINK_SUBTYPES, MATCH_TYPES } from "../wire/enums.js";
import { dateTime, uuid } from "../wire/fields.js";
import type { Match } from "../wire/matches.js";

/**
 * What an agent may see of mail (spec, Authentication 6): the code or link, when it came and the
 * sender's domain. Never a subject, a text, HTML, or a name a sender wrote (the Match's `service`
 * can be the From name, so agents get `sender_domain` instead). Every tool result that mentions
 * an email goes through this module.
 */

export const AgentMatch = z
  .object({
    address: z.string(),
    type: z.enum(MATCH_TYPES),
    subtype: z.enum([...CODE_SUBTYPES, ...LINK_SUBTYPES]),
    value: z.string().describe("The code, or the link URL. Give it to the app under test; do not open unknown links."),
    sender_domain: z.string().nullable().describe("The domain the email came from."),
    received_at: dateTime,
    expires_at: dateTime.nullable().describe("When the code or link stops working, if the email said so."),
    email_id: uuid,
  })
  .describe("A code or link and nothing else from the email.");
export type AgentMatch = z.output<typeof AgentMatch>;

export function agentMatch(match: Match): AgentMatch {
  return {
    address: match.address,
    type: match.type,
    subtype: match.subtype,
    value: match.value,
    sender_domain: match.service_domain,
    received_at: match.received_at,
    expires_at: match.expires_at,
    email_id: match.email_id,
  };
}

export const AgentAddress = Address.omit({ latest: true }).extend({
  latest: AgentMatch.nullable().describe("The newest code or link that arrived, if any."),
});
export type AgentAddress = z.output<typeof AgentAddress>;

export function agentAddress<T extends Address>(address: T): Omit<T, "latest"> & { latest: AgentMatch | null } {
  return { ...address, latest: address.latest ? agentMatch(address.latest) : null };
}

export const AgentEmail = z.object({
  received_at: dateTime,
  sender_domain: z.string().nullable(),
  type: z.enum(MATCH_TYPES).nullable(),
  subtype: z.enum([...CODE_SUBTYPES, ...LINK_SUBTYPES]).nullable(),
});
export type AgentEmail = z.output<typeof AgentEmail>;

export function agentEmail(email: {
  received_at: string;
  service_domain: string | null;
  type: AgentEmail["type"];
  subtype: AgentEmail["subtype"];
}): AgentEmail {
  return {
    received_at: email.received_at,
    sender_domain: email.service_domain,
    type: email.type,
    subtype: email.subtype,
  };
}
