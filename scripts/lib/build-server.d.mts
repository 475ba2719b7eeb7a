export function buildServer(options?: { force?: boolean }): boolean;
