export function warningTargets(warning: string): string[];
export function concerns(target: string, path: string): boolean;
export function warningsByField(
  warnings: readonly string[] | undefined,
  paths: readonly string[],
): { byField: Map<string, string[]>; general: string[] };
