export function build(options?: { force?: boolean }): boolean;
export function newestMtime(p: string): number;
