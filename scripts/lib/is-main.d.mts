/** Whether the module of `moduleUrl` (its import.meta.url) is the script Node runs. */
export function isMain(moduleUrl: string): boolean;
