// The API as the console calls it. The key lives in this tab's sessionStorage only and travels in the
// Authorization header: never in a URL, a cookie or localStorage.
const KEY = "docintake.apiKey";

export const session = {
  key: () => sessionStorage.getItem(KEY),
  signIn: (key) => sessionStorage.setItem(KEY, key),
  signOut: () => sessionStorage.removeItem(KEY),
};

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function call(path, { method = "GET", json, form, key = session.key() } = {}) {
  const headers = { authorization: `Bearer ${key}` };
  let body;
  if (json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(json);
  } else if (form) body = form;
  const res = await fetch(`/api/v1${path}`, { method, headers, body });
  if (!res.ok) {
    const failure = await res.json().catch(() => ({}));
    throw new ApiError(res.status, failure.code ?? "INTERNAL", failure.error ?? `HTTP ${res.status}`);
  }
  return res;
}

const data = async (res) => (await res.json()).data;

/** Checks a key before keeping it. */
export const checkKey = (key) => call("/files?page_size=1", { key }).then(data);

export function uploadFiles(files) {
  const form = new FormData();
  for (const f of files) form.append("files", f, f.name);
  return call("/files/upload", { method: "POST", form }).then(data);
}

export const startParse = (documentId) =>
  call("/parse", { method: "POST", json: { document_id: documentId } }).then(data);
export const getJob = (jobId) => call(`/parse/${encodeURIComponent(jobId)}`).then(data);
export const listFiles = () => call("/files?page_size=30").then(data);
export const fileBytes = (fileId) => call(`/files/${encodeURIComponent(fileId)}/download`).then((r) => r.arrayBuffer());

/** Polls a job until it ends, calling `onChange` with each status; the wait grows from 0.4 s to 3 s. */
export async function followJob(jobId, onChange, isStopped = () => false) {
  let wait = 400;
  for (;;) {
    const job = await getJob(jobId);
    onChange(job);
    if (job.status === "completed" || job.status === "failed" || isStopped()) return job;
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(3000, wait * 1.5);
  }
}
