import type { ProjectStore, ApiKeyStore } from "../store.js";
import type { PgDatabase } from "./database.js";
import { notBuilt } from "./not-built.js";

// Being written: the PostgreSQL store is not selectable until every part is built.
export function createProjectStore(_db: PgDatabase): ProjectStore {
  return notBuilt<ProjectStore>("ProjectStore");
}
export function createApiKeyStore(_db: PgDatabase): ApiKeyStore {
  return notBuilt<ApiKeyStore>("ApiKeyStore");
}
