import { useCallback } from "preact/hooks";
import type { MarkUsedInput, Message, Proofbox } from "../../../../src/client/index.js";
import { copyText } from "../../lib/clipboard.js";

/**
 * Copying or opening a code or link in the app marks it used (spec: "someone opens or copies it
 * in the app"), so a test waiting with unused=true skips it. The service is told through
 * POST /used; the page shows "used" at once and then reads the messages again, so a read that
 * was under way when the mark was made (a new email arrived) cannot bring back "unused".
 */
export interface MailActions {
  /** Copies the value, then marks it used; false when copying failed (the error is shown). */
  copy: (mark: MarkUsedInput, what: "Code" | "Link") => Promise<boolean>;
  /** Marks a link used as it opens in a new tab (the browser follows the link itself). */
  opened: (mark: MarkUsedInput) => void;
}

interface Options {
  inbox: Proofbox;
  address: string;
  /** Changes the messages on screen. */
  updateMessages: (change: (messages: Message[]) => Message[]) => void;
  /** Reads the messages again. */
  reloadMessages: () => void;
  announce: (text: string) => void;
  fail: (error: unknown) => void;
}

/** The messages with one code or link flagged used. */
export function withUsed(messages: Message[], mark: MarkUsedInput): Message[] {
  return messages.map((message) =>
    message.id !== mark.email_id
      ? message
      : {
          ...message,
          codes: message.codes.map((code) => (code.value === mark.code ? { ...code, used: true } : code)),
          links: message.links.map((link) => (link.url === mark.link ? { ...link, used: true } : link)),
        },
  );
}

export function useMailActions({
  inbox,
  address,
  updateMessages,
  reloadMessages,
  announce,
  fail,
}: Options): MailActions {
  const markUsed = useCallback(
    async (mark: MarkUsedInput) => {
      await inbox.markUsed(address, mark);
      updateMessages((messages) => withUsed(messages, mark));
      reloadMessages();
    },
    [inbox, address, updateMessages, reloadMessages],
  );

  const copy = useCallback(
    async (mark: MarkUsedInput, what: "Code" | "Link") => {
      try {
        await copyText(mark.code ?? mark.link ?? "");
      } catch (error) {
        fail(error);
        return false;
      }
      announce(`${what} copied`);
      try {
        await markUsed(mark);
      } catch (error) {
        fail(error);
      }
      return true;
    },
    [markUsed, announce, fail],
  );

  const opened = useCallback(
    (mark: MarkUsedInput) => {
      markUsed(mark).catch(fail);
    },
    [markUsed, fail],
  );

  return { copy, opened };
}
