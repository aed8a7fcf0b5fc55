import type { MarkUsedInput } from "../../../../src/client/index.js";
import { CopyButton as PlainCopyButton } from "../../components/CopyButton.js";
import type { MailActions } from "./mail-actions.js";

interface Props {
  mark: MarkUsedInput;
  actions: MailActions;
  /** The id of the element showing the value, which describes the button to screen readers. */
  describedBy?: string;
}

/** "Copy code" or "Copy link": copying marks the code or link used (mail-actions.ts). */
export function CopyButton({ mark, actions, describedBy }: Props) {
  const what = mark.code !== undefined ? "Code" : "Link";
  return (
    <PlainCopyButton
      label={what === "Code" ? "Copy code" : "Copy link"}
      copy={() => actions.copy(mark, what)}
      describedBy={describedBy}
    />
  );
}
