import packageJson from "../package.json" with { type: "json" };

/** The service's version, from package.json (the bundler inlines it). */
export const VERSION: string = packageJson.version;
