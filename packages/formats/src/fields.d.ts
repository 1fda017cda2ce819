export interface FieldValue {
  path: string;
  value: string;
}
export function flattenResult(value: unknown, path?: string): FieldValue[];
export function groupOf(path: string): string;
