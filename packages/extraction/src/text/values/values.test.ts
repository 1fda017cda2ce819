import { describe, expect, it } from "@jest/globals";
import { findGstinReadings, findGstins, gstinCheckChar, gstinValid, repairGstin, repairIfsc } from "./identifiers.ts";
import { parseAmount } from "./amounts.ts";
import { ambiguousDate, dateOrderOf, findDate, parseDate } from "./dates.ts";
import { stateNamed } from "./states.ts";
import { spaceCaseSeams, spaceSpelled, wordsToAmount } from "./words.ts";

const gstin = (first14: string) => first14 + gstinCheckChar(first14);

describe("normalizers", () => {
  it("reads day-first Indian dates", () => {
    expect(parseDate("05/03/2024")).toBe("2024-03-05");
    expect(parseDate("05-Mar-2024")).toBe("2024-03-05");
    expect(parseDate("05.03.2024")).toBe("2024-03-05");
  });
  it("reads a handwritten date whose separators OCR doubled or mixed, with a four-digit year", () => {
    expect(parseDate("22-/12-/2024")).toBe("2024-12-22");
    expect(parseDate("18:02.2021")).toBe("2021-02-18");
    expect(findDate("ADIBANEE 18:02.2021")?.iso).toBe("2021-02-18");
    expect(parseDate("10:05:23")).toBeNull();
    expect(parseDate("5 March 2024")).toBe("2024-03-05");
    expect(parseDate("2024-03-05")).toBe("2024-03-05");
    expect(parseDate("31/02/2024")).toBeNull();
  });
  it("reads a handwritten year whose round 0 OCR read as a letter", () => {
    expect(findDate("Date :22-/12-/2e24")?.iso).toBe("2024-12-22");
    expect(parseDate("6/3/2o25")).toBe("2025-03-06");
    expect(parseDate("6/3/2e2")).toBeNull();
    expect(parseDate("6/3/3e25")).toBeNull();
  });
  it("reads amounts in Indian and western grouping, with currency marks", () => {
    expect(parseAmount("1,23,456.00")).toBe("123456.00");
    expect(parseAmount("₹ 2,445,876.45")).toBe("2445876.45");
    expect(parseAmount("Rs. 500/-")).toBe("500");
    expect(parseAmount("INR 12.5")).toBe("12.5");
    expect(parseAmount("1,378.11 Dr")).toBe("1378.11");
    expect(parseAmount("abc")).toBeNull();
  });
  it("reads a signed amount: minus, typeset minus or brackets negative, plus positive", () => {
    expect(parseAmount("-1,250.00")).toBe("-1250.00");
    expect(parseAmount("\u22121,250.00")).toBe("-1250.00");
    expect(parseAmount("(1,250.00)")).toBe("-1250.00");
    expect(parseAmount("+1,000.00")).toBe("1000.00");
    expect(parseAmount("₹+1,000.00")).toBe("1000.00");
  });
  it("reads grouped amounts whose separators a photo blurred: the last one before two digits is the decimal point", () => {
    expect(parseAmount("3,05.412.75")).toBe("305412.75");
    expect(parseAmount("2.18,390.00")).toBe("218390.00");
    expect(parseAmount("41.07.215.50")).toBe("4107215.50");
    expect(parseAmount("906.118.40")).toBe("906118.40");
    expect(parseAmount("7,512,33")).toBe("7512.33");
    expect(parseAmount("12.345,60")).toBe("12345.60");
    // Not amounts: a date, and groups that cannot come before a decimal part.
    expect(parseAmount("14.08.25")).toBeNull();
    expect(parseAmount("3.14.15.92")).toBeNull();
  });
  it("checks and repairs GSTINs with the check character", () => {
    expect(gstinValid("07RLNPQ5835Y9ZY")).toBe(true);
    expect(gstinValid("07RLNPQ5835Y9ZX")).toBe(false);
    expect(repairGstin("O7RLNPQ5835Y9ZY")).toBe("07RLNPQ5835Y9ZY");
    expect(repairGstin("07RLNPQ5B35Y9ZY")).toBe("07RLNPQ5835Y9ZY");
    expect(findGstins("GSTIN: 08OHOHA7612T5ZN State Code: 08")).toEqual(["08OHOHA7612T5ZN"]);
  });
  it("repairs one misread lookalike in a GSTIN where the check character picks it", () => {
    // A misread check character (0 for O) and entity number (I for 1).
    const a = gstin("24AREPK3817M1Z");
    expect(a).toBe("24AREPK3817M1ZO");
    expect(repairGstin("24AREPK3817M1Z0")).toBe(a);
    const b = gstin("32HJKLM0042N1Z");
    expect(repairGstin(b.slice(0, 12) + "I" + b.slice(13))).toBe(b);
    // A letter in the entity number that no table pairs with the digit: it counts registrations, so any digit is tried.
    expect(repairGstin(b.slice(0, 12) + "Q" + b.slice(13))).toBe(b);
    // Letter for letter inside the PAN (I for J): no position rule can tell, the check character does.
    const c = gstin("06ABJPT5521K2Z");
    expect(repairGstin(c.slice(0, 4) + "I" + c.slice(5))).toBe(c);
    // S for 8 in a digit position, where the position alone would have said 5.
    const d = gstin("29RSTUV4568W3Z");
    expect(repairGstin(d.slice(0, 10) + "S" + d.slice(11))).toBe(d);
  });
  it("does not search a text layer's GSTIN for lookalikes: it is reported as printed", () => {
    const b = gstin("32HJKLM0042N1Z");
    const printed = b.slice(0, 12) + "I" + b.slice(13);
    expect(findGstins(`GSTIN: ${printed}`)).toEqual([b]);
    expect(findGstins(`GSTIN: ${printed}`, false)).toEqual([printed]);
    expect(findGstinReadings(`GSTIN: ${b}`, false)).toEqual([{ value: b, guessed: false }]);
  });
  it("leaves a GSTIN as read when more than one lookalike reading passes the check character", () => {
    const truth = gstin("29AKLPM4417R1Z");
    const read = "29AXLPM4417R1Z" + truth[14];
    // K read as X; but W for M passes the check as well as K for X, and nothing tells them apart.
    expect(gstinValid(truth)).toBe(true);
    expect(gstinValid("29AXLPW4417R1Z" + truth[14])).toBe(true);
    expect(repairGstin(read)).toBe(read);
  });
  it("finds GSTINs with punctuation read for a character, and with one stray character", () => {
    const e = gstin("19KJAAB7734P1Z");
    expect(findGstins(`GSTIN: 19K)AAB7734P1Z${e[14]} Phone`)).toEqual([e]);
    const f = gstin("09PQRST2468L1Z");
    expect(findGstinReadings(`GSTIN : (${f.slice(1)}`)).toEqual([{ value: f, guessed: false }]);
    const g = gstin("36WXYCZ1357H4Z");
    expect(findGstinReadings(`GSTIN: ${g.slice(0, 8)}I${g.slice(8)}`)).toEqual([{ value: g, guessed: true }]);
    // Two J read as ")", no character missing.
    expect(gstin("27SEJFY6120C2Z")).toBe("27SEJFY6120C2ZJ");
    expect(findGstinReadings("GSTIN 27SE)FY6120C2Z) State Code 27")).toEqual([
      { value: "27SEJFY6120C2ZJ", guessed: false },
    ]);
  });
  it("drops a character read twice, once as its lookalike, rather than guess another", () => {
    // Z read as "2Z": the first 15 characters would need a guessed repair.
    const h = gstin("19KLMNA4410P8Z");
    expect(findGstinReadings(`GSTIN: ${h.slice(0, 13)}2${h.slice(13)}`)).toEqual([{ value: h, guessed: true }]);
  });
  it("repairs IFSC codes", () => {
    expect(repairIfsc("SBINO869673")).toBe("SBIN0869673");
    expect(repairIfsc("SBIN086967")).toBeNull();
    // A character read twice, once as its lookalike.
    expect(repairIfsc("UTIBO0002217")).toBe("UTIB0002217");
    expect(repairIfsc("SB8IN0001234")).toBe("SBIN0001234");
    // In the branch code, where letters and digits are both allowed, either of the pair may be the
    // right one; a character doubled as itself cannot be told from a real pair.
    expect(repairIfsc("KARB0004S515")).toBeNull();
    expect(repairIfsc("KARB00004415")).toBeNull();
    // One lookalike letter among the branch code's digits is a digit; letters of their own stay.
    expect(repairIfsc("SRCBOS68373")).toBe("SRCB0568373");
    expect(repairIfsc("HDFC0CAGSBK")).toBe("HDFC0CAGSBK");
    expect(repairIfsc("SBIN0R12345")).toBe("SBIN0R12345");
  });
  it("reads amounts in words, Indian style", () => {
    expect(
      wordsToAmount("Rupees Twenty Seven Lakh One Thousand Three Hundred Fifteen and Eighty Nine Paise Only"),
    ).toBe(2701315.89);
    expect(wordsToAmount("Rupees One Crore Two Lakh Only")).toBe(10200000);
    expect(wordsToAmount("Rupees Five Hundred and Five Only")).toBe(505);
  });
});

describe("a whole amount with a dash for its cents", () => {
  it("reads German and Swiss dashes as no cents, and keeps a debit's trailing minus", () => {
    expect(parseAmount("45,–", ",")).toBe("45.00");
    expect(parseAmount("1.163,--", ",")).toBe("1163.00");
    expect(parseAmount("1'234.–")).toBe("1234.00");
    expect(parseAmount("1.234,56-", ",")).toBe("-1234.56");
  });
});

describe("amounts in any grouping", () => {
  it("reads European forms, whose decimal comma says itself", () => {
    expect(parseAmount("1.234,56")).toBe("1234.56");
    expect(parseAmount("104,90 EUR")).toBe("104.90");
    expect(parseAmount("1 234,56 €")).toBe("1234.56");
    expect(parseAmount("€ 12.345.678,90")).toBe("12345678.90");
    expect(parseAmount("1'234.50")).toBe("1234.50");
  });
  it("keeps Indian and western grouping", () => {
    expect(parseAmount("1,00,000.00")).toBe("100000.00");
    expect(parseAmount("₹ 15499.00")).toBe("15499.00");
    expect(parseAmount("$4.11")).toBe("4.11");
    expect(parseAmount("12,34,567")).toBe("1234567");
  });
  it("reads a trailing minus as a debit", () => {
    expect(parseAmount("1.234,56-")).toBe("-1234.56");
  });
  it("reads what OCR kept of a handwritten /- after whole rupees as no sign", () => {
    expect(parseAmount("25478-")).toBe("25478");
    expect(parseAmount("22420+")).toBe("22420");
    expect(parseAmount("1529/")).toBe("1529");
    expect(parseAmount("1.234-", ",")).toBe("-1234");
  });
  it("reads 1.250 and 1,250 by the document's decimal mark", () => {
    expect(parseAmount("1,250")).toBe("1250");
    expect(parseAmount("1.250")).toBe("1.250");
    expect(parseAmount("1.250", ",")).toBe("1250");
    expect(parseAmount("1,250", ",")).toBe("1.250");
  });
});

describe("dates in other languages and orders", () => {
  it("reads month names of five languages", () => {
    expect(parseDate("15. März 2024")).toBe("2024-03-15");
    expect(parseDate("1er janvier 2026")).toBe("2026-01-01");
    expect(parseDate("3 de marzo de 2024")).toBe("2024-03-03");
    expect(parseDate("12 gennaio 2024")).toBe("2024-01-12");
    expect(parseDate("August 3 , 2014")).toBe("2014-08-03");
    expect(parseDate("07-Sept-24")).toBe("2024-09-07");
  });
  it("reads Dutch and Portuguese month names", () => {
    expect(parseDate("29 maart 2014")).toBe("2014-03-29");
    expect(parseDate("3 mei 2024")).toBe("2024-05-03");
    expect(parseDate("12 mrt 2024")).toBe("2024-03-12");
    expect(parseDate("5 de março de 2024")).toBe("2024-03-05");
    expect(parseDate("21 de outubro de 2023")).toBe("2023-10-21");
  });
  it("reads Hindi month names, in either common spelling", () => {
    expect(parseDate("12 मार्च 2024")).toBe("2024-03-12");
    expect(findDate("बीजक की तारीख / Invoice Date 5 अगस्त 2024")?.iso).toBe("2024-08-05");
    expect(parseDate("3 सितम्बर 2024")).toBe("2024-09-03");
    expect(parseDate("3 सितंबर 2024")).toBe("2024-09-03");
    expect(parseDate("1 जून 2025")).toBe("2025-06-01");
    expect(parseDate("1 जनवरी 2025")).toBe("2025-01-01");
  });
  it("reads year-first dates with slashes or dots, not other runs of digits", () => {
    expect(parseDate("2024/03/12")).toBe("2024-03-12");
    expect(parseDate("2024.03.12")).toBe("2024-03-12");
    expect(findDate("Doc Date 2025/06/24")?.iso).toBe("2025-06-24");
    expect(parseDate("2024/13/12")).toBeNull();
    expect(parseDate("2024/03-12")).toBeNull();
  });
  it("reads a month's name of ten letters and a Spanish or Portuguese ordinal first day", () => {
    expect(parseDate("10 de septiembre de 2024")).toBe("2024-09-10");
    expect(parseDate("1º de enero de 2024")).toBe("2024-01-01");
  });
  it("does not take a word that starts like a month for one", () => {
    expect(parseDate("12 Marketing 2024")).toBeNull();
  });
  it("reads numeric dates month first when told", () => {
    expect(parseDate("02/17/26", "mdy")).toBe("2026-02-17");
    expect(parseDate("02/17/26")).toBeNull();
  });
  it("tells the order from the dates that read one way only", () => {
    expect(dateOrderOf(["Date 02/17/26", "due 03/03/26"])).toBe("mdy");
    expect(dateOrderOf(["31/01/2026"])).toBe("dmy");
    expect(dateOrderOf(["01/02/2026"])).toBeUndefined();
    expect(ambiguousDate("01/02/2026")).toBe(true);
    expect(ambiguousDate("13/02/2026")).toBe(false);
  });
});

describe("an amount in words OCR ran together", () => {
  it("gets its spaces back before capitals and between spelling words", () => {
    expect(spaceSpelled("RupeesTen LakhThirty Fiveand Sixty PaiseOnly")).toBe(
      "Rupees Ten Lakh Thirty Five and Sixty Paise Only",
    );
    expect(wordsToAmount(spaceSpelled("FourThousand Nine Hundred Seventy RupeesOnly"))).toBe(4970);
  });
  it("leaves other words alone", () => {
    expect(spaceSpelled("Rupees Seven Hundred Only")).toBe("Rupees Seven Hundred Only");
  });
});

describe("names OCR ran together", () => {
  it("part where a capital follows small letters", () => {
    expect(spaceCaseSeams("Shri Ganesh CateringServices")).toBe("Shri Ganesh Catering Services");
    expect(spaceCaseSeams("KunnumpuramJn., Edappally")).toBe("Kunnumpuram Jn., Edappally");
  });
  it("keep a short prefix's capital and capitals alone", () => {
    expect(spaceCaseSeams("McKinley Traders")).toBe("McKinley Traders");
    expect(spaceCaseSeams("NEW ANURAG MOBILE GmbH")).toBe("NEW ANURAG MOBILE GmbH");
  });
  it("part a number between words in capitals, its unit kept", () => {
    expect(spaceCaseSeams("AMOXYCILLIN+CLAV625TAB BANDAGE ROLL10CM AZITHROMYCIN500TAB3S")).toBe(
      "AMOXYCILLIN+CLAV 625 TAB BANDAGE ROLL 10CM AZITHROMYCIN 500 TAB 3S",
    );
    expect(spaceCaseSeams("SAMSUNG A10S, VIVO Y200 5G, 100ML")).toBe("SAMSUNG A10S, VIVO Y200 5G, 100ML");
    expect(spaceCaseSeams("Cement OPC53Grade, 15L Tin, 6205ZZ")).toBe("Cement OPC 53 Grade, 15L Tin, 6205ZZ");
  });
  it("part digits after small letters, but a model's code, a unit's power and an e-mail address", () => {
    expect(spaceCaseSeams("AnnaSalai Cuttack753256")).toBe("Anna Salai Cuttack 753256");
    expect(spaceCaseSeams("LaptopBag15.6, VIVO Y200 5G, 6 kg/cm2, mail sales24@shop.in")).toBe(
      "Laptop Bag 15.6, VIVO Y200 5G, 6 kg/cm2, mail sales24@shop.in",
    );
  });
});

describe("a state's name among other marks", () => {
  it("is the state's name as printed", () => {
    expect(stateNamed("C Chhattisgarh")).toBe("Chhattisgarh");
    expect(stateNamed("KARNATAKA")).toBe("KARNATAKA");
    expect(stateNamed("Dadra & Nagar Haveli and Daman & Diu")).toBe("Dadra & Nagar Haveli and Daman & Diu");
    expect(stateNamed("Tamil Nadu, India")).toBe("Tamil Nadu");
  });
  it("is the state's name where OCR ran its words together", () => {
    expect(stateNamed("UttarPradesh")).toBe("Uttar Pradesh");
    expect(stateNamed("Place of supply: 37-ANDHRAPRADESH")).toBe("Andhra Pradesh");
  });
  it("is none in a word that only contains one, or where none is named", () => {
    expect(stateNamed("Goanna Traders")).toBeNull();
    expect(stateNamed("Chattisgarh")).toBeNull();
  });
});
