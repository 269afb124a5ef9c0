/** Builds the server into `outdir` (default dist/server); resolves to its entry file. */
export function buildServer(outdir?: string): Promise<string>;
