export const serverBuildDir: string;
export function serverBuildIsStale(): boolean;
export function buildServer(options?: { force?: boolean }): boolean;
