import { html, useEffect, useRef, useState } from "./ui.js";
import { fileBytes } from "./api.js";

// pdfjs renders the pages in the browser; its worker, fonts and decoders come from the same origin.
const PDFJS = "/console/vendor/pdfjs";
let pdfjs;
async function loadPdfjs() {
  if (!pdfjs) {
    pdfjs = await import(`${PDFJS}/build/pdf.min.mjs`);
    pdfjs.GlobalWorkerOptions.workerSrc = `${PDFJS}/build/pdf.worker.min.mjs`;
  }
  return pdfjs;
}

const WIDTH = 760;

/** The document's bytes: the dropped file when the tab has it, else downloaded with the key. */
async function bytesOf(item) {
  return item.file ? await item.file.arrayBuffer() : await fileBytes(item.docId);
}

/**
 * One page of the document with a box over each field's source text: `boxes` are {path, page, bbox} in PDF points
 * or image pixels, y down. Hovering a box names its path (`onHover`), and the box of `hot` paths is highlighted.
 */
export function PageView({ item, page, boxes, hot, onHover, onPages }) {
  const canvas = useRef(null);
  const [image, setImage] = useState(null);
  const [scale, setScale] = useState(0);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [error, setError] = useState(null);
  const isPdf = item.format === "PDF";

  useEffect(() => {
    let cancelled = false;
    let url;
    (async () => {
      const data = await bytesOf(item);
      if (isPdf) {
        const lib = await loadPdfjs();
        const doc = await lib.getDocument({
          data: new Uint8Array(data),
          isEvalSupported: false,
          cMapUrl: `${PDFJS}/cmaps/`,
          standardFontDataUrl: `${PDFJS}/standard_fonts/`,
          wasmUrl: `${PDFJS}/wasm/`,
          iccUrl: `${PDFJS}/iccs/`,
        }).promise;
        onPages(doc.numPages);
        const p = await doc.getPage(page);
        const s = WIDTH / p.getViewport({ scale: 1 }).width;
        const viewport = p.getViewport({ scale: s * devicePixelRatio });
        if (cancelled) return;
        const c = canvas.current;
        c.width = viewport.width;
        c.height = viewport.height;
        await p.render({ canvasContext: c.getContext("2d"), canvas: c, viewport }).promise;
        if (cancelled) return;
        setSize({ width: viewport.width / devicePixelRatio, height: viewport.height / devicePixelRatio });
        setScale(s);
      } else {
        onPages(1);
        url = URL.createObjectURL(new Blob([data]));
        setImage(url);
      }
    })().catch((err) => setError(`The page could not be shown: ${err.message}`));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [item.id, page]);

  const imageLoaded = (event) => {
    const img = event.target;
    setSize({ width: img.clientWidth, height: img.clientHeight });
    setScale(img.clientWidth / img.naturalWidth);
  };

  const onPage = boxes.filter((b) => b.page === page);
  return html`<div class="page" data-rendered=${scale > 0 ? "yes" : "no"}>
    ${error && html`<p class="error">${error}</p>`}
    ${
      isPdf
        ? html`<canvas
            ref=${canvas}
            class="page-canvas"
            style=${{ width: `${size.width}px`, height: `${size.height}px` }}
          ></canvas>`
        : image && html`<img class="page-image" src=${image} alt=${item.name} onLoad=${imageLoaded} />`
    }
    ${
      scale > 0 &&
      onPage.map(
        (b) =>
          html`<div
            key=${b.path}
            class=${`box ${b.kind} ${hot.has(b.path) ? "hot" : ""} ${b.warned ? "warned" : ""}`}
            data-path=${b.path}
            title=${`${b.path}: ${b.value}`}
            style=${{
              left: `${b.bbox[0] * scale}px`,
              top: `${b.bbox[1] * scale}px`,
              width: `${Math.max(2, (b.bbox[2] - b.bbox[0]) * scale)}px`,
              height: `${Math.max(2, (b.bbox[3] - b.bbox[1]) * scale)}px`,
            }}
            onMouseEnter=${() => onHover(b.path)}
            onMouseLeave=${() => onHover(null)}
          ></div>`,
      )
    }
  </div>`;
}
