import { useRef } from "preact/hooks";
import type { ListAddressesQuery } from "../../../../src/client/index.js";

/** The list endpoint's filters that a person looks up by, as a form. */
export type Filters = Pick<ListAddressesQuery, "search" | "tag" | "site" | "environment" | "has_password">;

interface Props {
  onApply: (filters: Filters) => void;
}

const fieldValue = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/** Reads the form: tags separated by commas, each required; "any" leaves has_password out. */
function filtersOf(form: FormData): Filters {
  const tags = fieldValue(form, "tag")
    ?.split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
  const password = fieldValue(form, "has_password");
  const filters: Filters = {};
  const search = fieldValue(form, "search");
  const site = fieldValue(form, "site");
  const environment = fieldValue(form, "environment");
  if (search) filters.search = search;
  if (tags && tags.length > 0) filters.tag = tags;
  if (site) filters.site = site;
  if (environment) filters.environment = environment;
  if (password === "yes" || password === "no") filters.has_password = password === "yes";
  return filters;
}

export function AddressFilters({ onApply }: Props) {
  // The form keeps its own values (uncontrolled); "Clear" resets them in place, so focus stays on the button.
  const form = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={form}
      class="filters"
      role="search"
      aria-label="Filter addresses"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filtersOf(new FormData(event.currentTarget)));
      }}
    >
      <div class="field">
        <label for="filter-search">Search</label>
        <input id="filter-search" name="search" type="search" autocomplete="off" />
      </div>
      <div class="field">
        <label for="filter-tag">Tags</label>
        <input id="filter-tag" name="tag" type="text" autocomplete="off" aria-describedby="filter-tag-help" />
        <span id="filter-tag-help" class="field-help">
          Separate with commas; every tag must match.
        </span>
      </div>
      <div class="field">
        <label for="filter-site">Site</label>
        <input id="filter-site" name="site" type="text" autocomplete="off" />
      </div>
      <div class="field">
        <label for="filter-environment">Environment</label>
        <input id="filter-environment" name="environment" type="text" autocomplete="off" />
      </div>
      <div class="field">
        <label for="filter-password">Saved password</label>
        <select id="filter-password" name="has_password">
          <option value="any">Any</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      </div>
      <div class="form-buttons">
        <button type="submit">Filter</button>
        <button
          type="button"
          class="button-secondary"
          onClick={() => {
            form.current?.reset();
            onApply({});
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
