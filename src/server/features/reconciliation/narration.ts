// What a bank's narration of a credit says about who paid and for what. The shapes followed are those banks print
// for UPI, NEFT and IMPS credits (seen in public statement samples: akash-yellgetti/ng.web bank-statement.json.ts
// 'UPI/P2A/345707660676/SAGAR MAL/State Ban/...' and 'IMPS/P2A/309109875870/AKASHRAM/ICICIBAN/NA';
// ldlyypay/pay_md 'UPI/501501259006/PRABHU M'; HDFC's 'UPI-<name>-<vpa>-<IFSC>-<RRN>-<note>' and
// 'NEFT CR-<IFSC>-<name>-<beneficiary>-<UTR>'; SBI's 'BY TRANSFER-UPI/CR/<RRN>/<name>/<bank>/<vpa>/<note>'), but
// nothing depends on a bank's exact shape: references, UPI IDs, bill and flat numbers are found anywhere in it.

export interface NarrationFacts {
  /** Every reference-like token, upper case (a UPI RRN, an NEFT UTR, an IMPS reference), leading zeros dropped. */
  references: string[];
  /** Who paid, as far as the bank says: UPI IDs ('vpa:ramesh@okhdfcbank'), accounts ('acct:4897691162093'), names. */
  payers: string[];
  /** Bill numbers in the society's form, 'MB/2026-27/0001', however the payer or bank wrote them. */
  bills: string[];
  /** Flat mentions as keys of flatKey ('A|101'); '|101' for a flat number without a wing. */
  flats: string[];
}

/** The form references are compared in: upper case, letters and digits only, a number's leading zeros dropped. */
export const referenceKey = (reference: string) => {
  const key = reference.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^\d+$/.test(key) ? key.replace(/^0+/, '') : key;
};

/**
 * A flat as payers write it: its wing's letter(s) and its number. 'A-101' (wing A) and '101' of wing 'A' are both
 * 'A|101'; a society without wings has '|101'. Null for a flat number without digits.
 */
export function flatKey(wing: string, flatNo: string) {
  const no = flatNo.toUpperCase();
  const digits = /\d+/.exec(no)?.[0];
  if (!digits) return null;
  const letters = wing.toUpperCase().replace(/[^A-Z]/g, '') || (/^[A-Z]+/.exec(no)?.[0] ?? '');
  return `${letters}|${digits.replace(/^0+(?=\d)/, '')}`;
}

const VPA = /[a-z0-9][a-z0-9._]{1,255}@[a-z][a-z0-9]{1,63}/gi;
const ACCOUNT = /\b(?:FROM|A\/C|ACCT?)\s*(?:NO\.?\s*)?[:-]?\s*([X*]*\d{6,18})\b/g;
const BILL = /(?<![A-Z0-9])MB[\s/\-_.]*(\d{4})[\s/\-_.]*(\d{2})[\s/\-_.]*(\d{1,6})(?!\d)/g;
// A flat: a wing's letter then its number ('A-101', 'A 101', 'A101', 'A/101'), its number then the wing
// ('101-A'), or in words ('flat 101 wing A', 'wing A flat no 101'); 'flat 101' alone in a society without wings.
const FLAT_PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/(?<![A-Z0-9@._])([A-Z])\s?[-/]?\s?(\d{2,4})(?!\d)/g, (m) => `${m[1]}|${m[2]}`],
  [/(?<![A-Z0-9])(\d{3,4})\s?[-/]\s?([A-Z])(?![A-Z0-9])/g, (m) => `${m[2]}|${m[1]}`],
  [
    /\bFLAT\s*(?:NO\.?\s*)?(\d{1,4})\s*,?\s*(?:WING\s*([A-Z])\b|([A-Z])\s*WING\b)/g,
    (m) => `${m[2] ?? m[3]}|${m[1]}`,
  ],
  [/\bWING\s*([A-Z])\s*,?\s*(?:FLAT\s*(?:NO\.?\s*)?)?(\d{1,4})(?!\d)/g, (m) => `${m[1]}|${m[2]}`],
];
/** A flat number without a wing, read only when no wing is written. */
const WINGLESS = /\bFLAT\s*(?:NO\.?\s*)?(\d{1,4})(?!\d)/g;
// Payer names where the shape puts one: after UPI-, after UPI/P2A/<rrn>/ or UPI/CR/<rrn>/, after an NEFT's IFSC.
const NAMES = [
  /^UPI-([A-Z .]+?)-[^-]*@/,
  /^(?:UPI|IMPS)\/(?:P2[AM]|CR|DR)\/\d+\/([A-Z .]+?)\//,
  /^NEFT[ -]CR-[A-Z]{4}0[A-Z0-9]{6}-([A-Z .]+?)-/,
  /^NEFT[-/][A-Z0-9]+[-/]([A-Z .]+?)[-/]/,
  /^IMPS-\d+-([A-Z .]+?)-/,
];

const unique = <T>(values: T[]) => [...new Set(values)];
const all = (re: RegExp, text: string) => [...text.matchAll(re)];

/** The facts of a line's narration and reference columns. */
export function narrationFacts(narration: string, reference = ''): NarrationFacts {
  const text = `${narration} ${reference}`.toUpperCase();
  const vpas = all(VPA, text).map((m) => `vpa:${m[0].toLowerCase()}`);
  // Read the rest without the UPI IDs, whose letters and digits would look like flats or references.
  const plain = text.replace(VPA, ' ');
  const tokens = plain.split(/[^A-Z0-9]+/).filter((t) => t.length >= 6);
  const runs = plain.match(/\d{9,}/g) ?? [];
  const accounts = all(ACCOUNT, plain).map((m) => `acct:${m[1].replace(/^[X*]+/, '')}`);
  const body = narration.toUpperCase().replace(/^(?:BY|TO)\s+TRANSFER\s*-?\s*/, '');
  const name = NAMES.map((re) => re.exec(body)?.[1]?.trim())
    .find((n) => n && n.replace(/[^A-Z]/g, '').length >= 3)
    ?.replace(/\s+/g, ' ');
  const bills = all(BILL, plain)
    .filter((m) => (Number(m[1]) + 1) % 100 === Number(m[2]))
    .map((m) => `MB/${m[1]}-${m[2]}/${String(Number(m[3])).padStart(4, '0')}`);
  // Bill numbers are read first so their digits are not taken for a flat.
  const rest = plain.replace(BILL, ' ');
  const winged = FLAT_PATTERNS.flatMap(([re, key]) => all(re, rest).map(key));
  const flats = (winged.length ? winged : all(WINGLESS, rest).map((m) => `|${m[1]}`)).map((k) => {
    const [wing, no] = k.split('|');
    return `${wing}|${no.replace(/^0+(?=\d)/, '')}`;
  });
  return {
    references: unique([...tokens, ...runs].map(referenceKey).filter((t) => t.length >= 6)),
    payers: unique([...vpas, ...accounts, ...(name ? [`name:${name}`] : [])]),
    bills: unique(bills),
    flats: unique(flats),
  };
}
