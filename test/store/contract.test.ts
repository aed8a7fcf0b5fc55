import { currentStoreBackend } from "../helpers/store-backends.js";
import { runAccountStoreContract } from "./account-store-contract.js";
import { runEmailQueryContract } from "./email-query-contract.js";
import { runRunStoreContract } from "./run-store-contract.js";
import { runStoreContract } from "./store-contract.js";

/** The behaviour every store backend must have, run on the backend of this test project. */
const backend = currentStoreBackend();
const makeStore = () => backend.make({ now: new Date() });
runStoreContract(backend.name, makeStore);
runEmailQueryContract(backend.name, makeStore);
runRunStoreContract(backend.name, makeStore);
runAccountStoreContract(backend.name, makeStore);
