/** An 8-connected region of a grid: its label, its cells, the sum of their weights and its extent. */
export interface Region {
  label: number;
  cells: number;
  sum: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Labels the 8-connected regions of the cells of a width × height grid (row-major) that are `on`:
 * labels by cell (0 where off) and each region with its size, extent and the sum of `weight` over it.
 */
export function connectedRegions(
  width: number,
  height: number,
  on: (i: number) => boolean,
  weight: (i: number) => number,
): { labels: Int32Array; regions: Region[] } {
  const labels = new Int32Array(width * height);
  const regions: Region[] = [];
  const stack: number[] = [];
  const join = (label: number) => (next: number) => {
    if (labels[next] === 0 && on(next)) {
      labels[next] = label;
      stack.push(next);
    }
  };
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== 0 || !on(start)) continue;
    const r: Region = { label: regions.length + 1, cells: 0, sum: 0, x0: width, y0: height, x1: -1, y1: -1 };
    const visit = join(r.label);
    visit(start);
    while (stack.length) {
      const at = stack.pop()!;
      grow(r, at % width, Math.floor(at / width), weight(at));
      neighbours(at, width, height, visit);
    }
    regions.push(r);
  }
  return { labels, regions };
}

function grow(r: Region, x: number, y: number, w: number): void {
  r.cells++;
  r.sum += w;
  if (x < r.x0) r.x0 = x;
  if (x > r.x1) r.x1 = x;
  if (y < r.y0) r.y0 = y;
  if (y > r.y1) r.y1 = y;
}

/** Calls `visit` with each of the (up to) eight cells around `at` inside the grid. */
function neighbours(at: number, width: number, height: number, visit: (i: number) => void): void {
  const x = at % width;
  const y = (at - x) / width;
  for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++)
    for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++)
      if (xx !== x || yy !== y) visit(yy * width + xx);
}
