import { Router } from "express";
import type { Deps } from "../deps.js";
import { latestMatch } from "../matches/find.js";
import { recordEvidence, runContextOf } from "../runs/recorder.js";
import { toMatchResponse } from "../matches/match.js";
import type { AddressRecord } from "../store/store.js";
import { authOf } from "../http/auth.js";
import { parseInput } from "../http/validate.js";
import { CreateAddressBody, ListAddressesQuery, UpdateAddressBody } from "./schemas.js";
import { toAddressResponse } from "./serialize.js";
import { createAddress, deleteAddress, listAddresses, loadAddress, updateAddress } from "./service.js";

/** POST, GET list, GET one, PATCH and DELETE /v1/addresses. */
export function addressRoutes(deps: Deps): Router {
  const router = Router();

  router.post("/addresses", async (req, res) => {
    const body = parseInput(CreateAddressBody, req.body ?? {}, "body");
    const auth = authOf(res);
    const run = runContextOf(req, res);
    const { record, password } = await createAddress(deps, auth, body);
    await recordEvidence(deps, res, auth, run, {
      kind: "address",
      address: record.address,
      failed: false,
      detail: { label: record.label },
    });
    res.status(201).json(toAddressResponse(record, password === undefined ? {} : { password }));
  });

  /** The Address resource with its `latest` code or link. */
  const withLatest = async (record: AddressRecord, extra: { password?: string } = {}) => {
    const latest = await latestMatch(deps, record);
    return toAddressResponse(record, {
      ...extra,
      latest: latest ? toMatchResponse(record.address, latest.email, latest.item) : null,
    });
  };

  router.get("/addresses", async (req, res) => {
    const query = parseInput(ListAddressesQuery, req.query, "query");
    const records = await listAddresses(deps, authOf(res), query);
    res.json(await Promise.all(records.map((record) => withLatest(record))));
  });

  router.get("/addresses/:address", async (req, res) => {
    res.json(await withLatest(await loadAddress(deps, authOf(res), req.params.address)));
  });

  router.patch("/addresses/:address", async (req, res) => {
    const auth = authOf(res);
    // An unknown address is 404 whatever the body says, so look it up before validating.
    await loadAddress(deps, auth, req.params.address);
    const body = parseInput(UpdateAddressBody, req.body ?? {}, "body");
    res.json(await withLatest(await updateAddress(deps, auth, req.params.address, body)));
  });

  router.delete("/addresses/:address", async (req, res) => {
    await deleteAddress(deps, authOf(res), req.params.address);
    res.status(204).end();
  });

  return router;
}
