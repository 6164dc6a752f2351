// An amount in words as Indian documents write it (bills, receipts, cheques): Indian numbering (thousand, lakh,
// crore), the rupees and then the paise, closed by "Only". Input is integer paise, so no float is ever involved.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Seven', 'Twenty-Three'. */
function belowHundred(n: number) {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit ? `${TENS[Math.trunc(n / 10)]}-${ONES[unit]}` : TENS[n / 10];
}

// Indian grouping, largest first; above 99 crore the crores are counted in words themselves (One Hundred Crore).
const GROUPS: [size: number, name: string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

/** A whole number above zero in Indian numbering: 123456 -> 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'. */
function wholeInWords(n: number): string {
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of GROUPS) {
    if (rest < size) continue;
    const count = Math.trunc(rest / size);
    words.push(`${size === 10_000_000 ? wholeInWords(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * 12345670 -> 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'.
 * Zero reads 'Rupees Zero Only'; an amount under a rupee reads 'Fifty Paise Only' (one paisa: 'One Paisa Only').
 * A negative amount has no words on a bill or a receipt: the caller prints what is due or paid, never below zero.
 */
export function amountInWords(paise: number) {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`Not a whole, non-negative paise: ${paise}`);
  const rupees = Math.trunc(paise / 100);
  const fraction = paise % 100;
  const paiseWords = `${belowHundred(fraction)} ${fraction === 1 ? 'Paisa' : 'Paise'}`;
  if (rupees === 0) return fraction ? `${paiseWords} Only` : 'Rupees Zero Only';
  return `Rupees ${wholeInWords(rupees)}${fraction ? ` and ${paiseWords}` : ''} Only`;
}
