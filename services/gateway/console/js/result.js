import { html, useMemo, useState } from "./ui.js";
import {
  balanceChain,
  concerns,
  fieldsCsv,
  flattenResult,
  groupOf,
  statementCsv,
  warningsByField,
} from "/console/lib/index.js";
import { PageView } from "./viewer.js";

/** Groups in the order a reader of an invoice or statement expects them (decisions.md); others follow as they come. */
const GROUP_ORDER = [
  "invoice_details",
  "seller_details",
  "buyer_details",
  "account_info",
  "line_items",
  "tax_calculation",
  "total_calculation",
  "bank_details",
  "custom_fields",
];
const rank = (group) => {
  const i = GROUP_ORDER.indexOf(group.replace(/\[\d+\]$/, ""));
  return i < 0 ? GROUP_ORDER.length : i;
};

/** What a box stands for: a field of extraction.fields, or a key–value pair read as printed. */
function boxesOf(job, values) {
  const fields = Object.entries(job.extraction?.fields ?? {}).map(([path, f]) => ({
    path,
    page: f.page,
    bbox: f.bbox,
    kind: "extracted",
    value: values.get(path) ?? "",
  }));
  const pairs = (job.extraction?.key_values ?? [])
    .map((kv, i) => ({
      path: `key_values[${i}]`,
      page: kv.page,
      bbox: kv.value_bbox,
      kind: "pair",
      value: `${kv.key}: ${kv.value}`,
    }))
    .filter((b) => Array.isArray(b.bbox));
  return [...fields, ...pairs];
}

function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const Warnings = ({ list }) =>
  list &&
  list.length > 0 &&
  html`<ul class="warnings">
    ${list.map((w) => html`<li>⚠ ${w}</li>`)}
  </ul>`;

/** The statement's transactions as a table; a row whose printed balance the chain does not reach is marked. */
function Transactions({ results, hover, setHover, byField }) {
  const chain = balanceChain(results);
  const rows = results.transactions ?? [];
  return html`<table class="transactions">
    <thead>
      <tr>
        <th>#</th>
        <th>date</th>
        <th>description</th>
        <th>debit</th>
        <th>credit</th>
        <th>balance</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map((t, i) => {
        const path = `transactions[${i}]`;
        const link = chain[i];
        const warns = byField.get(path);
        return html`<tr
          key=${i}
          class=${`${link.broken ? "break" : ""} ${hover && concerns(path, hover) ? "hot" : ""}`}
          data-path=${path}
          onMouseEnter=${() => setHover(path)}
          onMouseLeave=${() => setHover(null)}
        >
          <td>${i + 1}</td>
          <td>${t.date}</td>
          <td>${t.description}${warns && html`<${Warnings} list=${warns} />`}</td>
          <td class="num">${t.debit ?? ""}</td>
          <td class="num">${t.credit ?? ""}</td>
          <td class="num" title=${link.broken ? `printed ${link.balance}, the chain reaches ${link.expected}` : ""}>
            ${t.balance ?? ""}${link.broken && html` <span class="break-mark">≠ ${link.expected}</span>`}
          </td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** One group of fields (invoice_details, line_items[0], …), each row tied to its box. */
function FieldGroup({ name, rows, hover, setHover, byField, provenance }) {
  return html`<section class="group">
    <h3>${name}</h3>
    <dl>
      ${rows.map((f) => {
        const where = provenance[f.path];
        return html`<div
          key=${f.path}
          class=${`field ${hover === f.path ? "hot" : ""} ${where ? "located" : ""}`}
          data-path=${f.path}
          onMouseEnter=${() => setHover(f.path)}
          onMouseLeave=${() => setHover(null)}
        >
          <dt>${f.path.slice(name.length + 1) || f.path}</dt>
          <dd>
            ${f.value}${where && html` <span class="conf" title=${`${where.source}, page ${where.page}`}>${Math.round(where.confidence * 100)}%</span>`}
          </dd>
          <${Warnings} list=${byField.get(f.path)} />
        </div>`;
      })}
    </dl>
  </section>`;
}

export function ResultView({ item, onClose }) {
  const job = item.job;
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [hover, setHover] = useState(null);
  const statement = job.type === "bank_statement";
  const { groups, boxes, byField, general } = useMemo(() => {
    // Key–value pairs and transactions have views of their own.
    const rest = Object.fromEntries(
      Object.entries(job.result ?? {}).filter(([k]) => k !== "key_values" && k !== "transactions"),
    );
    const flat = flattenResult(rest);
    const values = new Map(flattenResult(job.result ?? {}).map((f) => [f.path, f.value]));
    const groups = new Map();
    const ordered = [...flat].sort((a, b) => rank(groupOf(a.path)) - rank(groupOf(b.path)));
    for (const f of ordered) groups.set(groupOf(f.path), [...(groups.get(groupOf(f.path)) ?? []), f]);
    const txPaths = (job.result?.transactions ?? []).map((_, i) => `transactions[${i}]`);
    const { byField, general } = warningsByField(job.extraction?.warnings ?? [], [
      ...flat.map((f) => f.path),
      ...txPaths,
    ]);
    const boxes = boxesOf(job, values).map((b) => ({
      ...b,
      warned: [...byField.keys()].some((p) => concerns(p, b.path)),
    }));
    return { groups, boxes, byField, general };
  }, [job]);
  const hot = new Set(boxes.filter((b) => hover && (b.path === hover || concerns(hover, b.path))).map((b) => b.path));
  const stem = item.name.replace(/\.[^.]+$/, "");
  const pairs = job.extraction?.key_values ?? [];

  return html`<article class="result" data-job=${job.job_id}>
    <header class="result-head">
      <h2>${item.name} <small>${job.type}, ${boxes.length} boxes</small></h2>
      <div class="actions">
        <button
          id="download-json"
          onClick=${() => download(`${stem}.json`, "application/json", JSON.stringify(job, null, 2))}
        >
          Download JSON
        </button>
        <button
          id="download-csv"
          onClick=${() => download(`${stem}.csv`, "text/csv", statement ? statementCsv(job.result) : fieldsCsv(job.result))}
        >
          Download CSV
        </button>
        <button onClick=${onClose}>Close</button>
      </div>
    </header>
    ${general.length > 0 && html`<div class="general-warnings"><${Warnings} list=${general} /></div>`}
    <div class="split">
      <div class="viewer">
        ${
          pages > 1 &&
          html`<nav class="pager">
            <button disabled=${page <= 1} onClick=${() => setPage(page - 1)}>‹</button> page ${page} of ${pages}
            <button disabled=${page >= pages} onClick=${() => setPage(page + 1)}>›</button>
          </nav>`
        }
        <${PageView} item=${item} page=${page} boxes=${boxes} hot=${hot} onHover=${setHover} onPages=${setPages} />
      </div>
      <div class="fields">
        ${[...groups.entries()].map(
          ([name, rows]) =>
            html`<${FieldGroup}
              key=${name}
              name=${name}
              rows=${rows}
              hover=${hover}
              setHover=${setHover}
              byField=${byField}
              provenance=${job.extraction?.fields ?? {}}
            />`,
        )}
        ${
          statement &&
          html`<section class="group">
            <h3>transactions</h3>
            <${Transactions} results=${job.result} hover=${hover} setHover=${setHover} byField=${byField} />
          </section>`
        }
        ${
          pairs.length > 0 &&
          html`<section class="group">
            <h3>key–value pairs as printed</h3>
            <dl>
              ${pairs.map(
                (kv, i) =>
                  html`<div
                    key=${i}
                    class=${`field pair ${hover === `key_values[${i}]` ? "hot" : ""}`}
                    data-path=${`key_values[${i}]`}
                    onMouseEnter=${() => setHover(`key_values[${i}]`)}
                    onMouseLeave=${() => setHover(null)}
                  >
                    <dt>${kv.key}</dt>
                    <dd>${kv.value}</dd>
                  </div>`,
              )}
            </dl>
          </section>`
        }
      </div>
    </div>
  </article>`;
}
