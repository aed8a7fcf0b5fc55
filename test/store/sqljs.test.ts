import { createSqlJsStore } from "../../service/store/sqljs/index.js";
import { runStoreContract } from "./store-contract.js";

runStoreContract("sql.js", () => createSqlJsStore());
