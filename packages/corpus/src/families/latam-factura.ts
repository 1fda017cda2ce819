// Spanish-language invoices from Latin America, each in its country's printed form (sources in
// docs/corpus.md: Mexico, Argentina, Colombia): Mexico's CFDI 4.0 printed representation (Emisor /
// Receptor, RFC, Folio fiscal, Uso CFDI, IVA 16 %), Argentina's AFIP factura (letter box, Punto de
// Venta / Comp. Nro, CUIT, Importe Neto Gravado, one IVA line per rate, CAE) and Colombia's factura
// electrónica de venta (NIT with its DIAN digit, CUFE, IVA 19 %, Total a pagar).
import type { Rng } from "../random.ts";
import { esc, lines, pickLabels, type LabelSets } from "../render/html.ts";
import { addDays, dayBetween, formatDate, type DateStyle } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, type NumberStyle } from "../format/numbers.ts";
import { vatBill, type VatBill } from "../model/vat.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import { makeCuit, makeNit, makeRfc } from "../ids/latam.ts";
import type { Built, Family } from "./family.ts";

type Country = "MX" | "AR" | "CO";

interface Place {
  streets: readonly string[];
  /** Last address line: city with its postcode as the country writes it. */
  cities: readonly string[];
  companies: readonly string[];
  people: readonly string[];
  /** Prices are drawn in local currency units within these bounds (scaled per item). */
  scale: number;
  vatRates: readonly number[];
}

const PLACES: Record<Country, Place> = {
  MX: {
    streets: [
      "Av. Insurgentes Sur 1602, Col. Crédito Constructor",
      "Calle Hidalgo 45, Col. Centro",
      "Blvd. Manuel Ávila Camacho 88, Col. Lomas de Chapultepec",
      "Av. Vallarta 3233, Col. Vallarta Poniente",
      "Calz. del Valle 400 Ote., Col. del Valle",
    ],
    cities: [
      "Benito Juárez, Ciudad de México, C.P. 03940",
      "Guadalajara, Jal., C.P. 44110",
      "San Pedro Garza García, N.L., C.P. 66220",
      "Puebla, Pue., C.P. 72000",
      "Querétaro, Qro., C.P. 76000",
    ],
    companies: [
      "Comercializadora del Bajío S.A. de C.V.",
      "Servicios Integrales Anáhuac S. de R.L. de C.V.",
      "Distribuidora Tlaloc S.A. de C.V.",
      "Grupo Ferretero Mixteco S.A. de C.V.",
      "Soluciones Digitales Azteca S.C.",
    ],
    people: ["María Fernanda López Ruiz", "José Luis Hernández García", "Ana Sofía Martínez Ortega"],
    scale: 1,
    vatRates: [16],
  },
  AR: {
    streets: [
      "Av. Corrientes 1234, Piso 5 Of. B",
      "Av. Rivadavia 4520",
      "Bv. San Juan 871",
      "Calle 7 Nº 1045",
      "Av. Pellegrini 1650",
    ],
    cities: [
      "Ciudad Autónoma de Buenos Aires (C1043)",
      "Córdoba (X5000), Córdoba",
      "Rosario (S2000), Santa Fe",
      "La Plata (B1900), Buenos Aires",
      "Mendoza (M5500), Mendoza",
    ],
    companies: [
      "Distribuidora Patagonia S.R.L.",
      "Tecnología Austral S.A.",
      "Insumos del Litoral S.A.",
      "Metalúrgica Pampeana S.R.L.",
      "Servicios Informáticos Cuyo S.A.S.",
    ],
    people: ["Martín Alejandro Gómez", "Lucía Belén Fernández", "Santiago Ezequiel Pereyra"],
    scale: 40,
    vatRates: [21, 21, 10.5],
  },
  CO: {
    streets: [
      "Calle 72 # 10-34, Of. 501",
      "Carrera 43A # 1-50",
      "Av. Calle 26 # 59-41",
      "Carrera 7 # 32-16",
      "Calle 10 # 4-47",
    ],
    cities: [
      "Bogotá D.C.",
      "Medellín, Antioquia",
      "Cali, Valle del Cauca",
      "Barranquilla, Atlántico",
      "Bucaramanga, Santander",
    ],
    companies: [
      "Soluciones Andinas S.A.S.",
      "Ferretería El Dorado Ltda.",
      "Distribuciones Caribe S.A.S.",
      "Ingeniería y Montajes del Valle S.A.S.",
      "Papelería Nacional S.A.",
    ],
    people: ["Juan Camilo Restrepo", "Laura Valentina Gómez", "Andrés Felipe Rojas"],
    scale: 180,
    vatRates: [19, 19, 5],
  },
};

// Goods and services in Spanish; price ranges in Mexican pesos, scaled for the other currencies.
const ITEMS = [
  { description: "Servicio de mantenimiento preventivo", unit: "Servicio", price: [900, 6500] },
  { description: "Cable UTP Cat 6 (caja 305 m)", unit: "Caja", price: [1800, 3400] },
  { description: "Licencia anual de software contable", unit: "Licencia", price: [2500, 12000] },
  { description: "Papel bond carta (caja 5000 hojas)", unit: "Caja", price: [450, 900] },
  { description: "Tóner compatible negro", unit: "Pieza", price: [380, 1500] },
  { description: "Consultoría en sistemas (hora)", unit: "Hora", price: [600, 1800] },
  { description: "Silla ergonómica de oficina", unit: "Pieza", price: [2200, 7800] },
  { description: "Flete y maniobras", unit: "Servicio", price: [500, 3500] },
  { description: "Disco duro SSD 1 TB", unit: "Pieza", price: [1100, 2600] },
  { description: "Pintura vinílica blanca 19 L", unit: "Cubeta", price: [1400, 2900] },
  { description: "Capacitación de personal", unit: "Curso", price: [3000, 15000] },
  { description: 'Tornillo hexagonal 1/2" (caja 100 pzas)', unit: "Caja", price: [150, 600] },
] as const;

type Label =
  | "title"
  | "number"
  | "date"
  | "due"
  | "seller"
  | "buyer"
  | "desc"
  | "qty"
  | "price"
  | "amount"
  | "net"
  | "vat"
  | "gross";

const LABELS: Record<Country, LabelSets<Label>> = {
  MX: {
    title: ["FACTURA", "Factura", "CFDI de Ingreso", "Factura Electrónica (CFDI 4.0)"],
    number: ["Folio", "Serie y Folio", "Folio interno", "No. de Factura"],
    date: ["Fecha de emisión", "Fecha y hora de emisión", "Fecha", "Fecha de expedición"],
    due: ["Fecha de vencimiento", "Fecha de pago"],
    seller: ["Emisor", "Datos del emisor"],
    buyer: ["Receptor", "Datos del receptor", "Cliente", "Facturar a"],
    desc: ["Descripción", "Concepto"],
    qty: ["Cantidad", "Cant."],
    price: ["Valor unitario", "Precio unitario", "P. Unitario"],
    amount: ["Importe", "Importe"],
    net: ["Subtotal", "Sub Total", "Subtotal"],
    vat: ["IVA", "IVA Trasladado", "Impuestos trasladados IVA"],
    gross: ["Total", "Total", "Total a pagar"],
  },
  AR: {
    title: ["FACTURA"],
    number: ["Comp. Nro", "Comp. Nro:", "Nro."],
    date: ["Fecha de Emisión", "Fecha de Emisión:", "Fecha"],
    due: ["Fecha de Vto. para el pago", "Vencimiento"],
    seller: ["Razón Social"],
    buyer: ["Apellido y Nombre / Razón Social", "Razón Social", "Señor(es)", "Cliente"],
    desc: ["Producto / Servicio", "Descripción", "Detalle"],
    qty: ["Cantidad", "Cant."],
    price: ["Precio Unit.", "Precio Unitario", "P. Unit."],
    amount: ["Subtotal", "Importe", "Subtotal"],
    net: ["Importe Neto Gravado", "Importe Neto Gravado", "Subtotal", "Neto Gravado"],
    vat: ["IVA"],
    gross: ["Importe Total", "Importe Total", "Total"],
  },
  CO: {
    title: ["Factura electrónica de venta", "FACTURA ELECTRÓNICA DE VENTA", "Factura de venta"],
    number: ["No.", "Número", "Factura No.", "Nro."],
    date: ["Fecha de expedición", "Fecha de emisión", "Fecha factura", "Fecha de generación"],
    due: ["Fecha de vencimiento", "Vence"],
    seller: ["Emisor"],
    buyer: ["Adquiriente", "Cliente", "Señores", "Adquirente"],
    desc: ["Descripción", "Detalle", "Producto"],
    qty: ["Cant.", "Cantidad"],
    price: ["Vr. Unitario", "Valor unitario", "Precio"],
    amount: ["Vr. Total", "Valor total", "Total"],
    net: ["Subtotal", "Total bruto", "Valor bruto"],
    vat: ["IVA"],
    gross: ["Total a pagar", "Total factura", "Valor total", "Neto a pagar"],
  },
};

interface Party {
  name: string;
  address: string[];
  id: string;
  phone?: string;
}

interface Doc {
  country: Country;
  l: Record<Label, string>;
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  due: string | undefined;
  bill: VatBill;
  money: (minor: number) => string;
  day: (iso: string) => string;
}

function party(rng: Rng, country: Country, person: boolean): Party {
  const p = PLACES[country];
  const id = country === "MX" ? makeRfc(rng, person) : country === "AR" ? makeCuit(rng, person) : makeNit(rng);
  const phone = {
    MX: `55 ${rng.digits(4)} ${rng.digits(4)}`,
    AR: `011 ${rng.digits(4)}-${rng.digits(4)}`,
    CO: `601 ${rng.digits(3)} ${rng.digits(4)}`,
  }[country];
  return {
    name: person ? rng.pick(p.people) : rng.pick(p.companies),
    address: [rng.pick(p.streets), rng.pick(p.cities)],
    id,
    phone: rng.chance(0.6) ? phone : undefined,
  };
}

/** Number forms: Mexico 1,234.56; Argentina's AFIP print 1234,56 or 1.234,56; Colombia 1.234.567,00 or 1,234,567.00. */
function moneyPrinter(rng: Rng, country: Country): (minor: number) => string {
  if (country === "MX") return (m) => formatMinor(m, "western");
  if (country === "AR" && rng.chance(0.5)) return (m) => formatMinor(m, "plain").replace(".", ",");
  const style: NumberStyle = country === "CO" && rng.chance(0.3) ? "western" : "dot-comma";
  return (m) => formatMinor(m, style);
}

const DATE_STYLES: Record<Country, DateStyle[]> = {
  MX: ["dd/mm/yyyy", "yyyy-mm-dd", "long-local"],
  AR: ["dd/mm/yyyy"],
  CO: ["yyyy-mm-dd", "dd/mm/yyyy", "long-local"],
};

const NUMBERS: Record<Country, (rng: Rng) => string> = {
  MX: (rng) =>
    rng.pick([
      `A-${rng.int(100, 9999)}`,
      `F ${rng.int(1000, 99999)}`,
      `FAC${String(rng.int(1, 9999)).padStart(6, "0")}`,
    ]),
  // AFIP's own form prints the point of sale apart; commercial software prints "0003-00001234".
  AR: (rng) =>
    `${rng.chance(0.4) ? `${String(rng.int(1, 12)).padStart(4, "0")}-` : ""}${String(rng.int(1, 99999)).padStart(8, "0")}`,
  CO: (rng) => `${rng.pick(["FEV", "FE", "SETP", "FVE"])}${rng.int(100, 99999)}`,
};

function drawDoc(rng: Rng, country: Country): Doc {
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const p = PLACES[country];
  const items = ITEMS.map((i) => ({ ...i, price: [i.price[0] * p.scale, i.price[1] * p.scale] as [number, number] }));
  const dateStyle = rng.pick(DATE_STYLES[country]);
  return {
    country,
    l: pickLabels(rng, LABELS[country]),
    seller: party(rng.fork("seller"), country, false),
    buyer: party(rng.fork("buyer"), country, rng.chance(0.2)),
    number: NUMBERS[country](rng),
    date,
    due: rng.chance(0.6) ? addDays(date, rng.pick([15, 30, 60])) : undefined,
    bill: vatBill(rng.fork("bill"), items, p.vatRates, [1, 8]),
    money: moneyPrinter(rng, country),
    day: (iso) => formatDate(iso, dateStyle, "es"),
  };
}

function itemsTable(d: Doc, codes: boolean): string {
  const head = [...(codes ? ["Código"] : []), d.l.qty, d.l.desc, d.l.price, d.l.amount];
  const rows = d.bill.lines
    .map(
      (x, i) =>
        `<tr>${codes ? `<td>${d.country === "MX" ? `${43211500 + i * 7} / H87` : String(i + 1).padStart(3, "0")}</td>` : ""}<td class="r">${plainNumber(x.qty)}</td><td>${esc(x.description)}</td><td class="r">${d.money(x.price)}</td><td class="r">${d.money(x.net)}</td></tr>`,
    )
    .join("");
  return `<table class="items"><tr>${head.map((h, i) => `<th class="${i === head.length - 1 || i === head.length - 2 ? "r" : ""}">${esc(h)}</th>`).join("")}</tr>${rows}</table>`;
}

function totalsTable(d: Doc, rows: [string, string][]): string {
  return `<table class="totals">${rows.map(([k, v], i) => `<tr class="${i === rows.length - 1 ? "grand" : ""}"><td>${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join("")}</table>`;
}

function meta(rows: [string, string | undefined][]): string {
  return `<table class="meta">${rows
    .filter((r): r is [string, string] => r[1] !== undefined)
    .map(([k, v]) => `<tr><td class="muted">${esc(k)}${k.endsWith(":") ? "" : ":"}</td><td><b>${esc(v)}</b></td></tr>`)
    .join("")}</table>`;
}

/** Mexico: the CFDI's printed representation; dates may carry the emission time as the XML does. */
function mexico(rng: Rng, d: Doc): string {
  const withTime = rng.chance(0.4);
  const time = `${String(rng.int(8, 19)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const uuid = `${rng.letters(8, "0123456789ABCDEF")}-${rng.letters(4, "0123456789ABCDEF")}-4${rng.letters(3, "0123456789ABCDEF")}-A${rng.letters(3, "0123456789ABCDEF")}-${rng.letters(12, "0123456789ABCDEF")}`;
  const vat = d.bill.vat.map((v) => [`${d.l.vat} ${plainNumber(v.rate)}%`, d.money(v.amount)] as [string, string]);
  return `<div class="row"><div>${lines([`<b class="firm">${esc(d.seller.name)}</b>`, `RFC: ${d.seller.id}`, "Régimen Fiscal: 601 - General de Ley Personas Morales", ...d.seller.address.map(esc), d.seller.phone && `Tel. ${d.seller.phone}`])}</div>
<div class="box"><div class="title">${esc(d.l.title)}</div>${meta([
    [d.l.number, d.number],
    ["Folio fiscal (UUID)", uuid],
    [d.l.date, withTime ? `${d.date}T${time}` : d.day(d.date)],
    [d.l.due, d.due && d.day(d.due)],
    ["Tipo de comprobante", "I - Ingreso"],
    ["Lugar de expedición", d.seller.address[1]!.replace(/.*C\.P\. /, "")],
  ])}</div></div>
<div class="party"><div class="label">${esc(d.l.buyer)}</div>${lines([`<b>${esc(d.buyer.name)}</b>`, `RFC: ${d.buyer.id}`, ...d.buyer.address.map(esc), `Uso CFDI: ${rng.pick(["G01 - Adquisición de mercancías", "G03 - Gastos en general", "I04 - Equipo de cómputo y accesorios"])}`])}</div>
${itemsTable(d, rng.chance(0.6))}
<div class="after"><div class="left">${lines(["Moneda: MXN - Peso Mexicano", `Forma de pago: ${rng.pick(["03 - Transferencia electrónica de fondos", "01 - Efectivo", "04 - Tarjeta de crédito"])}`, `Método de pago: ${rng.pick(["PUE - Pago en una sola exhibición", "PPD - Pago en parcialidades o diferido"])}`])}</div>${totalsTable(d, [[d.l.net, `$ ${d.money(d.bill.net)}`], ...vat, [d.l.gross, `$ ${d.money(d.bill.gross)}`]])}</div>
<div class="fine">Este documento es una representación impresa de un CFDI.<br>Sello digital del CFDI: ${rng.letters(88, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}==<br>No. de serie del certificado del SAT: 0000100000050${rng.digits(7)}</div>`;
}

/** Argentina: AFIP's form with the letter box; every IVA rate has its line, zero or not. */
function argentina(rng: Rng, d: Doc): string {
  const pv = String(rng.int(1, 12)).padStart(5, "0");
  const combined = d.number.includes("-");
  const vatOf = (rate: number) => d.bill.vat.find((v) => v.rate === rate)?.amount ?? 0;
  const vatRows = [27, 21, 10.5, 5, 2.5, 0].map(
    (r) => [`IVA ${plainNumber(r)}%:`, `$ ${d.money(vatOf(r))}`] as [string, string],
  );
  const start = addDays(d.date, -rng.int(400, 4000));
  const head = combined
    ? `<div class="title nw">${esc(d.l.title)} A N° ${d.number}</div>${meta([[d.l.date, d.day(d.date)]])}`
    : `<div class="title">${esc(d.l.title)}</div>${meta([
        ["Punto de Venta", pv],
        [d.l.number, d.number],
        [d.l.date, d.day(d.date)],
      ])}`;
  return `<div class="orig">ORIGINAL</div><div class="row"><div>${lines([`<b class="firm">${esc(d.seller.name)}</b>`, `<b>Domicilio Comercial:</b> ${esc(d.seller.address.join(" - "))}`, "<b>Condición frente al IVA:</b> IVA Responsable Inscripto"])}</div>
<div class="letter">A<div>COD. 01</div></div><div>${head}${lines([`CUIT: ${d.seller.id}`, `Ingresos Brutos: ${d.seller.id.replace(/-/g, "")}`, `Fecha de Inicio de Actividades: ${d.day(start)}`])}</div></div>
${d.due ? `<div class="band">${lines([`Período Facturado Desde: ${d.day(addDays(d.date, -30))} Hasta: ${d.day(d.date)} ${d.l.due}: ${d.day(d.due)}`])}</div>` : ""}
<div class="party">${lines([`<b>CUIT:</b> ${d.buyer.id}`, `<b>${esc(d.l.buyer)}:</b> ${esc(d.buyer.name)}`, "<b>Condición frente al IVA:</b> IVA Responsable Inscripto", `<b>Domicilio:</b> ${esc(d.buyer.address.join(" - "))}`, `<b>Condición de venta:</b> ${rng.pick(["Contado", "Cuenta Corriente", "Transferencia Bancaria"])}`])}</div>
${itemsTable(d, rng.chance(0.5))}
<div class="after"><div class="left"></div>${totalsTable(d, [[`${d.l.net}:`, `$ ${d.money(d.bill.net)}`], ...vatRows, ["Importe Otros Tributos:", "$ " + d.money(0)], [`${d.l.gross}:`, `$ ${d.money(d.bill.gross)}`]])}</div>
<div class="fine">CAE N°: ${rng.digits(14)}<br>Fecha de Vto. de CAE: ${d.day(addDays(d.date, 10))}<br>Comprobante Autorizado</div>`;
}

/** Colombia: the DIAN's electronic sales invoice with its numbering resolution and CUFE. */
function colombia(rng: Rng, d: Doc): string {
  const vat = d.bill.vat.map((v) => [`${d.l.vat} ${plainNumber(v.rate)}%`, d.money(v.amount)] as [string, string]);
  const prefix = d.number.replace(/\d+$/, "");
  return `<div class="row"><div>${lines([`<b class="firm">${esc(d.seller.name)}</b>`, `NIT: ${d.seller.id}`, ...d.seller.address.map(esc), d.seller.phone && `Tel: ${d.seller.phone}`, "Responsable de IVA"])}</div>
<div class="box"><div class="title">${esc(d.l.title)}</div>${meta([
    [d.l.number, d.number],
    [d.l.date, d.day(d.date)],
    [d.l.due, d.due && d.day(d.due)],
    ["Forma de pago", rng.pick(["Contado", "Crédito"])],
  ])}</div></div>
<div class="party"><div class="label">${esc(d.l.buyer)}</div>${lines([`<b>${esc(d.buyer.name)}</b>`, `NIT/C.C.: ${d.buyer.id}`, `Dirección: ${esc(d.buyer.address[0]!)}`, `Ciudad: ${esc(d.buyer.address[1]!)}`])}</div>
${itemsTable(d, rng.chance(0.5))}
<div class="after"><div class="left"></div>${totalsTable(d, [[d.l.net, `$ ${d.money(d.bill.net)}`], ...vat, [d.l.gross, `$ ${d.money(d.bill.gross)}`]])}</div>
<div class="fine">Resolución DIAN No. 1876${rng.digits(10)} de ${d.day(addDays(d.date, -200))}, prefijo ${prefix} del 1 al 100000.<br>CUFE: ${rng.letters(96, "0123456789abcdef")}</div>`;
}

const CSS = `.sheet{padding:12mm 14mm;font-size:9pt;color:#111}.row{display:flex;justify-content:space-between;gap:6mm}.row>div{flex:1}
.firm{font-size:12pt}.nw{white-space:nowrap;font-size:13pt}.title{font-size:15pt;font-weight:bold;margin-bottom:2mm}.box{border:0.5px solid #888;padding:2mm}.muted{color:#555}
table.meta td{padding:1px 6px 1px 0;vertical-align:top}table.meta td:first-child{white-space:nowrap}table.meta td:last-child{word-break:break-all}.party{border:0.5px solid #888;padding:2mm;margin:4mm 0}.label{font-weight:bold;text-transform:uppercase;font-size:0.85em;color:#444}
.orig{text-align:center;font-weight:bold;border:0.5px solid #000;padding:1mm;margin-bottom:1mm}.letter{flex:0 0 18mm !important;text-align:center;font-size:24pt;font-weight:bold;border:1px solid #000;height:18mm}.letter div{font-size:7pt}
.band{border:0.5px solid #000;padding:1mm 2mm;margin-top:2mm}table.items{width:100%;border-collapse:collapse;margin-top:3mm}table.items th{background:#eee;border-bottom:1px solid #000;padding:3px;text-align:left}
table.items td{padding:3px;border-bottom:0.5px solid #ccc;vertical-align:top}.r{text-align:right !important;white-space:nowrap}.after{display:flex;justify-content:space-between;gap:6mm;margin-top:3mm}.left{flex:1}
table.totals{border-collapse:collapse;min-width:68mm}table.totals td{padding:2px 4px}table.totals tr.grand td{border-top:1px solid #000;font-weight:bold}.fine{margin-top:6mm;font-size:6.5pt;color:#444;word-break:break-all}`;

function buildLatam(rng: Rng): Built {
  const country = rng.pick<Country>(["MX", "AR", "CO"]);
  const d = drawDoc(rng, country);
  const body = { MX: mexico, AR: argentina, CO: colombia }[country](rng, d);
  const font = rng.pick(["Roboto", "Open Sans", "Lato", "Source Sans 3", "DejaVu Sans"]);
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: d.number, invoice_date: d.date, due_date: d.due }),
    seller_details: group({
      name: d.seller.name,
      address: d.seller.address.join(", "),
      phone: country === "AR" ? undefined : d.seller.phone,
    }),
    buyer_details: group({ name: d.buyer.name, address: d.buyer.address.join(", ") }),
    line_items: d.bill.lines.map((x) => ({
      description: x.description,
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.price),
      amount: plainAmount(x.net),
    })),
    total_calculation: group({
      sub_total: plainAmount(d.bill.net),
      total_tax: plainAmount(d.bill.totalVat),
      grand_total: plainAmount(d.bill.gross),
    }),
  });
  return {
    truth: { type: "invoice", invoice: truth },
    body: `<section class="page"><div class="sheet" style="font-family:'${font}'">${body}</div></section>`,
    css: CSS,
    page: country === "MX" ? { widthMm: 216, heightMm: 279 } : { widthMm: 210, heightMm: 297 },
  };
}

export const latamFactura: Family = {
  name: "latam-factura",
  type: "invoice",
  kind: "foreign",
  languages: ["es"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build: buildLatam,
};
