/** The button under a list that reads its next page; says so while the page is on its way. */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <p>
      <button type="button" class="button-secondary" disabled={loading} onClick={onLoad}>
        {loading ? "Loading…" : "Load more"}
      </button>
    </p>
  );
}
