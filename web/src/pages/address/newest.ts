import type { Message } from "../../../../src/client/index.js";

/**
 * The newest code and link, read from the messages list (newest first) rather than from the
 * waits: the list carries each email's id and whether each code or link was used, and one read
 * then fills both cards and the list. The choice follows the waits': a code is a one-time code
 * (coupons only when asked for, so never here), a link prefers verify, sign-in, invite and reset
 * links over other links of the same email.
 */
export type MessageCode = Message["codes"][number];
export type MessageLink = Message["links"][number];

export function newestCode(messages: Message[]): { message: Message; code: MessageCode } | null {
  for (const message of messages) {
    const code = message.codes.find((candidate) => candidate.subtype === "otp");
    if (code) return { message, code };
  }
  return null;
}

export function newestLink(messages: Message[]): { message: Message; link: MessageLink } | null {
  for (const message of messages) {
    const link = message.links.find((candidate) => candidate.subtype !== "other") ?? message.links[0];
    if (link) return { message, link };
  }
  return null;
}

/** How the service names each kind, in words. */
export const SUBTYPE_WORDS: Record<MessageCode["subtype"] | MessageLink["subtype"], string> = {
  otp: "one-time code",
  coupon: "coupon",
  verify: "verify link",
  magic_signin: "sign-in link",
  invite: "invite link",
  reset: "reset link",
  other: "other link",
};
