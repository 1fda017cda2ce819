/** A result's leaf values by path, in document order: `invoice_details.invoice_number`, `line_items[0].amount`. */
export function flattenResult(value, path = "") {
  const out = [];
  const walk = (v, p) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${p}[${i}]`));
    else if (v !== null && typeof v === "object")
      for (const [k, item] of Object.entries(v)) walk(item, p ? `${p}.${k}` : k);
    else if (v !== undefined && v !== null && p !== "") out.push({ path: p, value: String(v) });
  };
  walk(value, path);
  return out;
}

/** The group a field path belongs to: `invoice_details`, `line_items[0]`, `transactions[3]`. */
export function groupOf(path) {
  const m = /^([^.[]+(?:\[\d+\])?)/.exec(path);
  return m ? m[1] : path;
}
