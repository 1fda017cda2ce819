/**
 * A function of a text, remembered per text in a bounded memory (forgotten whole when full): a document
 * asks about the same cells' texts over and over, and documents repeat the same labels.
 */
export function memoByText<T>(compute: (text: string) => T, limit = 16_384): (text: string) => T {
  const memory = new Map<string, T>();
  return (text) => {
    if (memory.has(text)) return memory.get(text)!;
    if (memory.size >= limit) memory.clear();
    const value = compute(text);
    memory.set(text, value);
    return value;
  };
}
