/**
 * The wire: every request, response, header and enumeration of the v1 API as zod schemas. Routes
 * validate with them, serializers are typed by them, the OpenAPI document is rendered from them,
 * and the client's types are generated from that document.
 */
export * from "./addresses.js";
export * from "./delivery.js";
export * from "./enums.js";
export * from "./errors.js";
export * from "./headers.js";
export * from "./matches.js";
export * from "./messages.js";
export * from "./operations.js";
export * from "./project.js";
export * from "./runs.js";
export * from "./system.js";
export * from "./waits.js";
