export function xmlText(value: unknown): string;
export function statementOfx(results: unknown, options?: { now?: Date }): string;
