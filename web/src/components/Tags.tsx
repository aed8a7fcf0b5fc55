/** Tags as a list, or "none". */
export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <span class="muted">none</span>;
  return (
    <ul class="tags">
      {tags.map((tag) => (
        <li key={tag} class="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
