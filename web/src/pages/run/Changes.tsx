import type { Run } from "../../../../src/client/index.js";

type Comparison = NonNullable<Run["comparison"]>;

/** One change in parts: text as text, code parts (names, addresses, figures) in <code>. */
function ChangeText({ parts }: { parts: Comparison["changes"][number]["text"] }) {
  return <>{parts.map((part, index) => (part.type === "code" ? <code key={index}>{part.value}</code> : part.value))}</>;
}

/** What changed against the last finished runs of the same name. */
export function Changes({ comparison }: { comparison: Comparison | undefined }) {
  return (
    <section aria-labelledby="changes-heading">
      <h2 id="changes-heading">Changes</h2>
      {!comparison || comparison.compared === 0 ? (
        <p>No earlier finished run of the same name to compare with.</p>
      ) : (
        <>
          <p>
            Against the last {comparison.compared} finished {comparison.compared === 1 ? "run" : "runs"} of the same
            name:
          </p>
          {comparison.changes.length === 0 ? (
            <p>No changes.</p>
          ) : (
            <ul>
              {comparison.changes.map((change, index) => (
                <li key={index}>
                  <ChangeText parts={change.text} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
