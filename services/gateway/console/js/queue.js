import { html, useState } from "./ui.js";
import { followJob, startParse, uploadFiles } from "./api.js";

const PARSED = new Set(["invoice", "bank_statement"]);
let nextId = 1;

const STATE_TEXT = {
  uploading: "uploading and detecting…",
  pending: "queued for parsing",
  processing: "parsing",
  completed: "parsed",
  failed: "failed",
  skipped: "not parsed",
};

/**
 * Files dropped or chosen: uploaded together (the answer comes once their types are detected), then each invoice
 * or statement is parsed, its job followed until it ends. `items` live in the app, so that a result stays open.
 */
export function useQueue() {
  const [items, setItems] = useState([]);
  const patch = (id, change) => setItems((all) => all.map((it) => (it.id === id ? { ...it, ...change } : it)));
  const add = async (files) => {
    const batch = [...files].map((file) => ({ id: nextId++, name: file.name, file, state: "uploading", progress: 0 }));
    setItems((all) => [...batch, ...all]);
    let uploaded;
    try {
      uploaded = await uploadFiles(files);
    } catch (err) {
      for (const it of batch) patch(it.id, { state: "failed", error: err.message });
      return;
    }
    await Promise.all(
      batch.map(async (it, i) => {
        const doc = uploaded.files[i];
        patch(it.id, {
          docId: doc.doc_id,
          type: doc.type,
          format: doc.validation.format,
          pages: doc.validation.page_count,
        });
        if (!PARSED.has(doc.type)) return patch(it.id, { state: "skipped", error: `detected as ${doc.type}` });
        try {
          const created = await startParse(doc.doc_id);
          patch(it.id, { state: created.status, jobId: created.job_id });
          await followJob(created.job_id, (job) =>
            patch(it.id, { state: job.status, progress: job.progress, job, error: job.error }),
          );
        } catch (err) {
          patch(it.id, { state: "failed", error: err.message });
        }
      }),
    );
  };
  return { items, add };
}

export function DropZone({ onFiles }) {
  const [over, setOver] = useState(false);
  const drop = (event) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) onFiles(event.dataTransfer.files);
  };
  return html`<label
    class=${`dropzone card ${over ? "over" : ""}`}
    onDragOver=${(e) => (e.preventDefault(), setOver(true))}
    onDragLeave=${() => setOver(false)}
    onDrop=${drop}
  >
    <strong>Drop PDF, JPG or PNG files here</strong> or choose them
    <input
      id="file-input"
      type="file"
      multiple
      accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
      onChange=${(e) => e.target.files.length > 0 && onFiles([...e.target.files])}
    />
  </label>`;
}

export function QueueList({ items, selected, onOpen }) {
  if (items.length === 0) return html`<p class="muted">Nothing uploaded yet in this session.</p>`;
  return html`<ul class="queue">
    ${items.map(
      (it) =>
        html`<li
          key=${it.id}
          class=${`item ${it.state} ${selected === it.id ? "selected" : ""}`}
          data-state=${it.state}
        >
          <span class="name">${it.name}</span>
          <span class="type">${it.type ?? "…"}</span>
          <span class="state"
            >${STATE_TEXT[it.state] ?? it.state}${it.state === "processing" && it.progress ? ` ${it.progress}%` : ""}</span
          >
          <progress max="100" value=${it.state === "completed" ? 100 : (it.progress ?? 0)}></progress>
          ${it.error && html`<span class="error">${it.error}</span>`}
          ${it.state === "completed" && html`<button class="open" onClick=${() => onOpen(it.id)}>Open result</button>`}
        </li>`,
    )}
  </ul>`;
}
