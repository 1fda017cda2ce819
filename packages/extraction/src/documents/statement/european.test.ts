// Statements printed the European way: decimal commas, signs apart from or after the amount, Soll and
// Haben, dates without a year. Layouts made up here, not taken from any bank's statement.
import { describe, expect, it } from "@jest/globals";
import { asOcr, endingAt, layoutOf, readStatement, sides } from "../../testing/layout.ts";

describe("a German statement with Soll and Haben columns and dates without a year", () => {
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Kontoauszug: Girokonto vom 01.12.2024 bis 03.01.2025", size: 10 },
      { x: 40, y: 48, text: "Kontoinhaber: Jana Weber" },
      { x: 40, y: 70, text: "IBAN" },
      { x: 300, y: 70, text: "Alter Kontostand" },
      { x: 40, y: 82, text: "DE12 3456 7890 1234 5678 90" },
      { x: 300, y: 82, text: "EUR" },
      endingAt(400, 82, "+ 1.000,00"),
      { x: 40, y: 110, text: "Buchung Wert" },
      { x: 130, y: 110, text: "Vorgang/Buchungsinformation" },
      endingAt(380, 110, "Soll"),
      endingAt(460, 110, "Haben"),
      { x: 40, y: 124, text: "30.12. 30.12." },
      { x: 130, y: 124, text: "Lastschrift STADTWERKE" },
      endingAt(380, 124, "- 250,50"),
      { x: 130, y: 135, text: "Strom Dezember" },
      { x: 40, y: 150, text: "02.01. 02.01." },
      { x: 130, y: 150, text: "Gutschrift GEHALT" },
      endingAt(460, 150, "+ 2.340,00"),
      { x: 40, y: 176, text: "Neuer Kontostand" },
      { x: 300, y: 176, text: "EUR" },
      endingAt(400, 176, "+ 3.089,50"),
    ],
  ]);

  it("reads the amounts, the days in the statement's years, the period and the balances", () => {
    const { transactions, account_info, warnings } = readStatement(layout);
    expect(transactions.map((t) => [t.date, t.description])).toEqual([
      ["2024-12-30", "Lastschrift STADTWERKE Strom Dezember"],
      ["2025-01-02", "Gutschrift GEHALT"],
    ]);
    expect(sides(transactions)).toEqual([
      ["250.50", undefined, undefined],
      [undefined, "2340.00", undefined],
    ]);
    expect(account_info).toMatchObject({
      account_holder: "Jana Weber",
      statement_from: "2024-12-01",
      statement_to: "2025-01-03",
      opening_balance: "1000.00",
      closing_balance: "3089.50",
    });
    expect(warnings).toEqual([]);
  });
});

describe("one amount column with decimal commas", () => {
  const head = [
    { x: 40, y: 40, text: "Alter Saldo" },
    endingAt(300, 40, "-683,68 Euro"),
    { x: 40, y: 52, text: "Neuer Saldo" },
    endingAt(300, 52, "-717,36 Euro"),
    { x: 40, y: 90, text: "Buchung" },
    { x: 120, y: 90, text: "Buchung / Verwendungszweck" },
    endingAt(520, 90, "Betrag (EUR)"),
  ];

  it("takes a minus for a debit, and an overdrawn balance as negative", () => {
    const layout = layoutOf([
      [
        ...head,
        { x: 40, y: 104, text: "07.12.2024" },
        { x: 120, y: 104, text: "Gutschrift RANDI" },
        endingAt(520, 104, "183,68"),
        { x: 40, y: 116, text: "07.12.2024" },
        { x: 40, y: 130, text: "09.12.2024" },
        { x: 120, y: 130, text: "Lastschrift SPARKASSE" },
        endingAt(520, 130, "-205,90"),
        { x: 40, y: 142, text: "09.12.2024" },
        { x: 120, y: 142, text: "Mandat: 175720" },
        { x: 40, y: 156, text: "30.12.2024" },
        { x: 120, y: 156, text: "Abschluss" },
        endingAt(520, 156, "-11,46"),
        { x: 120, y: 176, text: "Neuer Saldo" },
        endingAt(520, 176, "-717,36"),
        { x: 40, y: 196, text: "Sollzins 6,99% p.a." },
        endingAt(520, 196, "-8,45"),
      ],
    ]);
    const { transactions, account_info, warnings } = readStatement(layout);
    expect(transactions.map((t) => [t.date, t.description, t["debit"], t["credit"]])).toEqual([
      ["2024-12-07", "Gutschrift RANDI", undefined, "183.68"],
      ["2024-12-09", "Lastschrift SPARKASSE Mandat: 175720", "205.90", undefined],
      ["2024-12-30", "Abschluss", "11.46", undefined],
    ]);
    expect(account_info).toMatchObject({ opening_balance: "-683.68", closing_balance: "-717.36", currency: "EUR" });
    expect(warnings).toEqual([]);
  });

  it("reads a trailing minus and S/H marks", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 90, text: "Datum" },
        { x: 120, y: 90, text: "Buchungstext" },
        endingAt(420, 90, "Betrag"),
        endingAt(520, 90, "Saldo"),
        { x: 40, y: 104, text: "02.05.2025" },
        { x: 120, y: 104, text: "Miete Mai" },
        endingAt(420, 104, "1.200,00-"),
        endingAt(520, 104, "3.800,00"),
        { x: 40, y: 118, text: "05.05.2025" },
        { x: 120, y: 118, text: "Erstattung" },
        endingAt(410, 118, "45,10"),
        { x: 415, y: 118, text: "H" },
        endingAt(520, 118, "3.845,10"),
        { x: 40, y: 132, text: "06.05.2025" },
        { x: 120, y: 132, text: "Kartenzahlung" },
        endingAt(410, 132, "15,10"),
        { x: 415, y: 132, text: "S" },
        endingAt(520, 132, "3.830,00"),
      ],
    ]);
    const { transactions, warnings } = readStatement(layout);
    expect(sides(transactions)).toEqual([
      ["1200.00", undefined, "3800.00"],
      [undefined, "45.10", "3845.10"],
      ["15.10", undefined, "3830.00"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a French statement's day and month without a year", () => {
  // BNP Paribas and Crédit Agricole print "05.11" (docs/banks.md, FB and CA); the period gives the year.
  const layout = layoutOf([
    [
      { x: 40, y: 40, text: "Numéro de compte : 39231669943" },
      { x: 40, y: 54, text: "du 01.07.2024 au 31.07.2024" },
      { x: 33, y: 80, text: "Date" },
      { x: 80, y: 80, text: "Libellé" },
      { x: 300, y: 80, text: "Date de valeur" },
      endingAt(430, 80, "Débit"),
      endingAt(545, 80, "Crédit"),
      { x: 80, y: 94, text: "Ancien solde" },
      endingAt(520, 94, "5.318,93"),
      { x: 33, y: 108, text: "17.07" },
      { x: 80, y: 108, text: "CB FNAC 12/02" },
      { x: 300, y: 108, text: "17.07" },
      endingAt(430, 108, "1.019,14"),
      { x: 33, y: 122, text: "25.07" },
      { x: 80, y: 122, text: "VIR SEPA RECU /DE ACME SAS" },
      { x: 300, y: 122, text: "26.07" },
      endingAt(520, 122, "2.100,00"),
      { x: 80, y: 136, text: "Nouveau solde" },
      endingAt(520, 136, "6.399,79"),
    ],
  ]);

  it("dates the rows in the period's year and reads their amounts with decimal commas", () => {
    const { transactions, account_info } = readStatement(layout);
    expect(transactions.map((t) => [t.date, t.description])).toEqual([
      ["2024-07-17", "CB FNAC 12/02"],
      ["2024-07-25", "VIR SEPA RECU /DE ACME SAS"],
    ]);
    expect(sides(transactions)).toEqual([
      ["1019.14", undefined, undefined],
      [undefined, "2100.00", undefined],
    ]);
    expect(account_info).toMatchObject({ opening_balance: "5318.93", closing_balance: "6399.79" });
  });

  it("leaves a day and month a point-decimal statement prints as an amount", () => {
    const amounts = layoutOf([
      [
        { x: 40, y: 40, text: "Statement of Account" },
        { x: 40, y: 60, text: "Date" },
        { x: 120, y: 60, text: "Description" },
        endingAt(420, 60, "Amount"),
        endingAt(520, 60, "Balance"),
        { x: 40, y: 74, text: "17/07/2024" },
        { x: 120, y: 74, text: "COFFEE" },
        endingAt(420, 74, "-17.07"),
        endingAt(520, 74, "982.93"),
        { x: 40, y: 88, text: "18/07/2024" },
        { x: 120, y: 88, text: "REFUND" },
        endingAt(420, 88, "12.05"),
        endingAt(520, 88, "994.98"),
      ],
    ]);
    expect(sides(readStatement(amounts).transactions)).toEqual([
      ["17.07", undefined, "982.93"],
      [undefined, "12.05", "994.98"],
    ]);
  });
});

describe("amounts grouped by spaces", () => {
  // French prints group thousands with a (thin) space: "1 019,14", which a text layer gives as two words.
  const layout = layoutOf([
    [
      { x: 40, y: 40, text: "Numéro de compte : 39231669943" },
      { x: 40, y: 54, text: "du 01.07.2024 au 31.07.2024" },
      { x: 300, y: 54, text: "Solde précédent : 5 318,93" },
      { x: 33, y: 80, text: "Date" },
      { x: 80, y: 80, text: "Libellé" },
      endingAt(430, 80, "Débit"),
      endingAt(545, 80, "Crédit"),
      { x: 33, y: 94, text: "17.07" },
      { x: 80, y: 94, text: "CB FNAC 12/02" },
      endingAt(430, 94, "1 019,14"),
      { x: 33, y: 108, text: "25.07" },
      { x: 80, y: 108, text: "VIR SEPA RECU /DE ACME SAS" },
      endingAt(520, 108, "12 100,00"),
      { x: 80, y: 122, text: "Nouveau solde" },
      endingAt(520, 122, "16 399,79"),
    ],
  ]);

  it("reads each as one amount, in the rows and in a labelled balance", () => {
    const { transactions, account_info } = readStatement(layout);
    expect(sides(transactions)).toEqual([
      ["1019.14", undefined, undefined],
      [undefined, "12100.00", undefined],
    ]);
    expect(transactions.map((t) => t.description)).toEqual(["CB FNAC 12/02", "VIR SEPA RECU /DE ACME SAS"]);
    expect(account_info).toMatchObject({ opening_balance: "5318.93", closing_balance: "16399.79" });
  });
});

describe("a French statement's head", () => {
  const head = (holder: { x: number; y: number; text: string }[]) =>
    layoutOf([
      [
        { x: 31, y: 30, text: "BNP Paribas", size: 14 },
        { x: 31, y: 50, text: "Relevé de compte courant", size: 11 },
        ...holder,
        { x: 313, y: 70, text: "Numéro de compte : 39231669943" },
        { x: 313, y: 92, text: "du 01.07.2024 au 31.07.2024" },
        { x: 33, y: 120, text: "Date" },
        { x: 80, y: 120, text: "Libellé" },
        endingAt(430, 120, "Débit"),
        endingAt(520, 120, "Crédit"),
        { x: 33, y: 134, text: "17.07" },
        { x: 80, y: 134, text: "CB FNAC 12/02" },
        endingAt(430, 134, "1 019,14"),
      ],
    ]);

  it("names the bank by its brand, and takes the addressee, not the title, for the holder", () => {
    const { account_info } = readStatement(
      head([
        { x: 31, y: 70, text: "Claire Dubois" },
        { x: 31, y: 81, text: "12 rue des Lilas" },
        { x: 31, y: 92, text: "75011 Paris" },
      ]),
    );
    expect(account_info).toMatchObject({ account_holder: "Claire Dubois", bank_name: "BNP Paribas" });
  });

  it("reads the holder its label names", () => {
    const { account_info } = readStatement(head([{ x: 313, y: 81, text: "Titulaire du compte : Claire Dubois" }]));
    expect(account_info["account_holder"]).toBe("Claire Dubois");
  });

  it("puts back a balance's decimal comma OCR lost after its grouped thousands", () => {
    const { account_info } = readStatement(
      asOcr(
        head([
          { x: 313, y: 100, text: "Ancien solde :6.30020" },
          { x: 313, y: 110, text: "Nouveau solde :3.38544" },
        ]),
      ),
    );
    expect(account_info).toMatchObject({ opening_balance: "6300.20", closing_balance: "3385.44" });
  });
});

describe("a grouped amount whose head stands nearer the column before", () => {
  it("is still one amount of its own column", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 40, text: "Numéro de compte : 65668685454" },
        { x: 40, y: 54, text: "du 04.01.2025 au 02.02.2025" },
        { x: 33, y: 80, text: "Date" },
        { x: 80, y: 80, text: "Libellé" },
        endingAt(495, 80, "Débit"),
        endingAt(545, 80, "Crédit"),
        { x: 33, y: 94, text: "07.01" },
        { x: 80, y: 94, text: "CHEQUE N 5728656" },
        endingAt(495, 94, "800,00"),
        { x: 33, y: 108, text: "07.01" },
        { x: 80, y: 108, text: "REMISE CHEQUE N 4446004" },
        endingAt(545, 108, "1 100,00"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(sides(transactions)).toEqual([
      ["800.00", undefined, undefined],
      [undefined, "1100.00", undefined],
    ]);
    expect(transactions[1]!["description"]).toBe("REMISE CHEQUE N 4446004");
  });
});

describe("a Dutch bank's English statement: the value date in brackets under the booking date", () => {
  // ABN AMRO's print (docs/banks.md): "Bookdate" over "(Value date)", dates "14-11" without a year, rows
  // newest first, a decimal comma, no running balance; the counterparty named in the narration ("Naam:").
  const labelledHolder = [{ x: 40, y: 48, text: "Account holder : Sanne de Vries" }];
  const addressee = [
    { x: 40, y: 44, text: "Sanne de Vries" },
    { x: 40, y: 55, text: "Keizersgracht 112" },
    { x: 40, y: 66, text: "1015 CV Amsterdam" },
  ];
  const rows = (head: { x: number; y: number; text: string }[]) =>
    layoutOf([
      [
        { x: 40, y: 30, text: "Statement of account", size: 10 },
        ...head,
        { x: 300, y: 48, text: "Previous balance : 1.000,00" },
        { x: 300, y: 60, text: "New balance : 1.622,00" },
        { x: 300, y: 72, text: "Period 01-11-2024 - 30-11-2024" },
        { x: 40, y: 104, text: "Bookdate" },
        { x: 40, y: 114, text: "(Value date)" },
        { x: 130, y: 114, text: "Description" },
        endingAt(380, 114, "Amount debit"),
        endingAt(460, 114, "Amount credit"),
        { x: 40, y: 128, text: "14-11" },
        { x: 130, y: 128, text: "SEPA Overboeking" },
        endingAt(460, 128, "900,00"),
        { x: 40, y: 139, text: "(14-11)" },
        { x: 130, y: 139, text: "Naam: J DE VRIES" },
        { x: 40, y: 154, text: "13-11" },
        { x: 130, y: 154, text: "BEA, Betaalpas" },
        endingAt(380, 154, "278,00"),
        { x: 40, y: 165, text: "(12-11)" },
        { x: 130, y: 165, text: "Albert Heijn 1234,PAS123" },
      ],
    ]);

  it("reads the upper name as the column's and the bracketed date as no narration", () => {
    const { account_info, transactions, warnings } = readStatement(rows(labelledHolder));
    expect(account_info).toMatchObject({ account_holder: "Sanne de Vries", opening_balance: "1000.00" });
    expect(transactions).toEqual([
      { date: "2024-11-14", description: "SEPA Overboeking Naam: J DE VRIES", credit: "900.00" },
      { date: "2024-11-13", description: "BEA, Betaalpas Albert Heijn 1234,PAS123", debit: "278.00" },
    ]);
    expect(warnings).toEqual([]);
  });

  it("takes the addressee for the holder, not a payee labelled among the rows", () => {
    expect(readStatement(rows(addressee)).account_info["account_holder"]).toBe("Sanne de Vries");
  });
});

describe("a scanned date whose figures OCR garbled", () => {
  // "02.11.2024" read as "021.2024": a digit and a separator lost.
  const layout = (date: string) =>
    asOcr(
      layoutOf([
        [
          { x: 40, y: 30, text: "Kontoauszug vom 01.11.2024 bis 20.11.2024", size: 10 },
          { x: 40, y: 48, text: "Kontoinhaber: Jana Weber" },
          { x: 40, y: 110, text: "Buchungstag" },
          { x: 130, y: 110, text: "Verwendungszweck" },
          endingAt(380, 110, "Betrag (EUR)"),
          endingAt(460, 110, "Saldo"),
          { x: 40, y: 124, text: "01.11.2024" },
          { x: 130, y: 124, text: "Gutschrift GEHALT" },
          endingAt(380, 124, "2.000,00"),
          endingAt(460, 124, "2.500,00"),
          { x: 40, y: 138, text: date },
          { x: 130, y: 138, text: "Lastschrift STADTWERKE" },
          endingAt(380, 138, "-250,50"),
          endingAt(460, 138, "2.249,50"),
        ],
      ]),
    );

  it("is the one day after the row before's, within the period, whose digits were read but for one", () => {
    expect(readStatement(layout("021.2024")).transactions[1]).toMatchObject({ date: "2024-11-02", debit: "250.50" });
  });

  it("makes no row where the figures fit no day after the row before's", () => {
    expect(readStatement(layout("091.1999")).transactions).toHaveLength(1);
  });
});

describe("a statement without balances whose next page's header OCR garbled", () => {
  // "Date opé." read "Dateopé." on page 2 (Crédit Agricole's columns): the same table all the same.
  const head = (y: number, date: string) => [
    { x: 40, y, text: date },
    { x: 90, y, text: "Date valeur" },
    { x: 150, y, text: "Libellé des opérations" },
    endingAt(380, y, "Débit"),
    endingAt(460, y, "Crédit"),
  ];
  const row = (y: number, date: string, text: string, debit: string) => [
    { x: 40, y, text: date },
    { x: 90, y, text: date },
    { x: 150, y, text },
    endingAt(380, y, debit),
  ];
  const layout = asOcr(
    layoutOf([
      [
        { x: 40, y: 30, text: "Relevé du 01.06.2024 au 30.06.2024", size: 10 },
        ...head(100, "Date opé."),
        ...row(114, "02.06", "CHEQUE N 2689711", "944,48"),
        ...row(128, "03.06", "CHEQUE N 4475338", "256,79"),
      ],
      [
        ...head(60, "Dateopé."),
        ...row(74, "14.06", "CB SNCF", "26,93"),
        ...row(88, "16.06", "RETRAIT DAB LYON", "100,00"),
      ],
    ]),
  );

  it("reads the rows under it as the table's", () => {
    expect(readStatement(layout).transactions.map((t) => [t["date"], t["debit"]])).toEqual([
      ["2024-06-02", "944.48"],
      ["2024-06-03", "256.79"],
      ["2024-06-14", "26.93"],
      ["2024-06-16", "100.00"],
    ]);
  });
});
