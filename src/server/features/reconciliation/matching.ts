// Proposals for a statement's credits: which flat (or flats) each pays and which of their bills, by the rules of
// issue 21 in their order: (a) a reference a resident reported, (b) a bill or flat number in the narration, (c) a
// payer known from the flat's earlier confirmed payments, (d) an amount only one flat owes. Nothing here writes:
// the office confirms. 'high' is kept for what the office could not doubt (a reported reference with its amount;
// a bill or flat the payer named, paying what it owes or from a payer known for it), since it may be confirmed
// without a look; a payer known by UPI ID or account is 'medium' (one person pays for two flats of the same
// size); a payer known only by name (banks cut names, and names repeat) or only from this statement's own high
// proposals, and an amount alone, are 'low'. Credits are taken in date order and each proposal uses up what the flat owes, so two credits of one flat
// pay its bills in turn and a flat paid in full stops matching by amount.
import type { Confidence, MatchRule } from '../../../shared/reconciliation-admin.ts';
import type { PaymentPurpose } from '../../../shared/reported-payments.ts';
import { flatKey, narrationFacts, referenceKey } from './narration.ts';

export interface OpenBill {
  id: string;
  number: string;
  outstanding_paise: number;
}

export interface FlatAccount {
  id: string;
  wing: string;
  flat_no: string;
  /** All it owes (bills, interest, opening arrears, less advances); its open bills are a part of it. */
  outstanding_paise: number;
  /** Unpaid bills, oldest first. */
  bills: OpenBill[];
}

export interface ReportedPayment {
  id: string;
  /** Dues, or the gym membership or hall booking paid (which no flat's ledger receives). */
  purpose: PaymentPurpose;
  flat_id: string | null;
  amount_paise: number;
  reference: string;
}

export interface Credit {
  /** The statement line's fingerprint (or id): what the proposal is for. */
  key: string;
  date: string;
  narration: string;
  reference: string;
  amount_paise: number;
}

export interface MatchContext {
  flats: FlatAccount[];
  /** Payments residents reported that no bank credit has been found for: dues the office has not decided yet, gym
   * and hall payments not rejected. */
  reported: ReportedPayment[];
  /** Payer keys (narrationFacts().payers) of each flat's earlier confirmed credits. */
  knownPayers: { flat_id: string; payer: string }[];
}

export interface Allocation {
  flat_id: string;
  amount_paise: number;
  bills: { bill_id: string; amount_paise: number }[];
  /** More than the flat owes: kept as an advance for its next bill. */
  advance_paise: number;
}

export interface Proposal {
  credit: string;
  rule: MatchRule;
  confidence: Confidence;
  allocations: Allocation[];
  reported_payment_id: string | null;
}

interface FlatState {
  flat: FlatAccount;
  owed: number;
  bills: { bill: OpenBill; owed: number }[];
}

/** Adds a flat to the set kept under a key (a payer, an amount). */
function addTo<K>(map: Map<K, Set<string>>, key: K, flatId: string) {
  const set = map.get(key) ?? new Set();
  set.add(flatId);
  map.set(key, set);
}

/** Proposals for a statement's credits at once. */
export const proposeMatches = (credits: readonly Credit[], ctx: MatchContext) => matcher(ctx)(credits);

/**
 * A statement read in batches: each call proposes the next credits (in date order, after those of earlier calls),
 * with what earlier calls used up and learned, so the proposals are those of one call with every credit.
 */
export function matcher(ctx: MatchContext): (credits: readonly Credit[]) => Proposal[] {
  const states = new Map<string, FlatState>(
    ctx.flats.map((flat) => [
      flat.id,
      {
        flat,
        owed: flat.outstanding_paise,
        bills: flat.bills.map((bill) => ({ bill, owed: bill.outstanding_paise })),
      },
    ]),
  );
  const byKey = new Map<string, string>();
  for (const f of ctx.flats) {
    const key = flatKey(f.wing, f.flat_no);
    if (key) byKey.set(key, f.id);
  }
  const billFlat = new Map<string, { flat_id: string; bill_id: string }>();
  for (const f of ctx.flats)
    for (const b of f.bills) billFlat.set(b.number, { flat_id: f.id, bill_id: b.id });
  const reported = new Map<string, ReportedPayment>();
  for (const r of ctx.reported) reported.set(referenceKey(r.reference), r);
  const payers = new Map<string, Set<string>>();
  for (const { flat_id, payer } of ctx.knownPayers) addTo(payers, payer, flat_id);
  // Flats by what they owe now, for rule (d); kept current as proposals use it up.
  const owing = new Map<number, Set<string>>();
  const index = (s: FlatState, add: boolean) => {
    if (s.owed <= 0) return;
    if (add) addTo(owing, s.owed, s.flat.id);
    else owing.get(s.owed)?.delete(s.flat.id);
  };
  for (const s of states.values()) index(s, true);

  /** Pays the named bills first, then the oldest; what is left beyond all it owes is an advance. */
  const allocate = (flatId: string, amount: number, billIds: string[] = []): Allocation => {
    const s = states.get(flatId);
    if (!s) throw new Error(`Not a flat of the register: ${flatId}`);
    index(s, false);
    let left = amount;
    const bills: Allocation['bills'] = [];
    const order = [
      ...s.bills.filter((b) => billIds.includes(b.bill.id)),
      ...s.bills.filter((b) => !billIds.includes(b.bill.id)),
    ];
    for (const b of order) {
      if (left <= 0) break;
      const pay = Math.min(left, b.owed);
      if (pay <= 0) continue;
      b.owed -= pay;
      left -= pay;
      bills.push({ bill_id: b.bill.id, amount_paise: pay });
    }
    // What it owes beyond its bills (opening arrears, interest) is paid before anything becomes an advance.
    const advance = Math.max(0, amount - Math.max(0, s.owed));
    s.owed -= amount;
    index(s, true);
    return { flat_id: flatId, amount_paise: amount, bills, advance_paise: advance };
  };

  /** Whether an amount is what the flat owes, or exactly what some of its oldest bills (or one bill) owe. */
  const fits = (flatId: string, amount: number) => {
    const s = states.get(flatId);
    if (!s) return false;
    if (amount === s.owed) return true;
    let running = 0;
    for (const b of s.bills) {
      if (b.owed === amount) return true;
      running += b.owed;
      if (running === amount) return true;
    }
    return false;
  };

  /** What a flat pays next: its oldest open bill, or what it owes when no bill is open. */
  const nextDue = (flatId: string) => {
    const s = states.get(flatId);
    return s?.bills.find((b) => b.owed > 0)?.owed ?? Math.max(0, s?.owed ?? 0);
  };
  const owedBy = (flatId: string) => Math.max(0, states.get(flatId)?.owed ?? 0);

  /**
   * One credit for several flats: each flat's share is its next bill (or all it owes, when the credit is exactly
   * what they owe together); the last flat takes what is left. Exact when the shares add up to the credit.
   */
  const split = (flatIds: string[], amount: number) => {
    const sum = (share: (id: string) => number) => flatIds.reduce((total, id) => total + share(id), 0);
    const share = sum(owedBy) === amount ? owedBy : nextDue;
    const exact = sum(share) === amount;
    const parts: Allocation[] = [];
    let left = amount;
    flatIds.forEach((id, i) => {
      const part = i === flatIds.length - 1 ? left : Math.min(left, share(id));
      if (part > 0) parts.push(allocate(id, part));
      left -= part;
    });
    return { parts, exact };
  };

  /** Payers learned from this statement's surest proposals: a guess until the office confirms them. */
  const learned = new Map<string, Set<string>>();
  const learn = (payerKeys: string[], proposal: Proposal) => {
    if (proposal.confidence !== 'high' || proposal.allocations.length !== 1) return;
    for (const key of payerKeys) addTo(learned, key, proposal.allocations[0].flat_id);
  };
  /** The flats a line's payer is known for: by its UPI ID or account when the line has one, else by its name. */
  const flatsOf = (known: Map<string, Set<string>>, keys: string[]) => {
    const strong = keys.filter((p) => !p.startsWith('name:'));
    const hits = (list: string[]) => new Set(list.flatMap((p) => [...(known.get(p) ?? [])]));
    const byStrong = hits(strong);
    return strong.length ? { strong: true, flats: byStrong } : { strong: false, flats: hits(keys) };
  };

  return (credits) => {
    const sorted = [...credits].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const proposals: Proposal[] = [];
    for (const credit of sorted) {
      const facts = narrationFacts(credit.narration, credit.reference);
      const amount = credit.amount_paise;
      // A UPI ID or an account says who paid; a name (banks cut and share them) only when there is nothing else.
      const known = flatsOf(payers, facts.payers);
      const knownFor = known.strong ? known.flats : new Set<string>();
      const propose = (
        rule: MatchRule,
        confidence: Confidence,
        allocations: Allocation[],
        reportedId: string | null = null,
      ) => {
        const proposal = {
          credit: credit.key,
          rule,
          confidence,
          allocations,
          reported_payment_id: reportedId,
        };
        proposals.push(proposal);
        learn(facts.payers, proposal);
      };

      // (a) A reference a resident reported, found in the line. A gym or hall payment is the credit only when the
      // amounts agree (it pays a price, not a balance), and has no flat's parts.
      const report = facts.references.map((r) => reported.get(r)).find((r) => r !== undefined);
      if (report && report.purpose !== 'dues' && report.amount_paise === amount) {
        reported.delete(referenceKey(report.reference));
        propose('reference', 'high', [], report.id);
        continue;
      }
      if (report?.flat_id && report.purpose === 'dues' && states.has(report.flat_id)) {
        reported.delete(referenceKey(report.reference));
        propose(
          'reference',
          report.amount_paise === amount ? 'high' : 'medium',
          [allocate(report.flat_id, amount)],
          report.id,
        );
        continue;
      }

      // (b) A bill number, else a flat number, in the narration. A payer known for another flat lowers it.
      const named = facts.bills.map((n) => billFlat.get(n)).filter((b) => b !== undefined);
      const billFlats = [...new Set(named.map((b) => b.flat_id))];
      if (billFlats.length === 1) {
        const flatId = billFlats[0];
        const billIds = named.map((b) => b.bill_id);
        const billOwed = states
          .get(flatId)
          ?.bills.filter((b) => billIds.includes(b.bill.id))
          .reduce((sum, b) => sum + b.owed, 0);
        const sure = billOwed === amount || fits(flatId, amount) || knownFor.has(flatId);
        const doubted = knownFor.size > 0 && !knownFor.has(flatId);
        propose('bill', sure && !doubted ? 'high' : 'medium', [allocate(flatId, amount, billIds)]);
        continue;
      }
      const flatIds =
        billFlats.length > 1
          ? billFlats
          : [...new Set(facts.flats.map((k) => byKey.get(k)).filter((id) => id !== undefined))];
      if (flatIds.length === 1) {
        const [flatId] = flatIds;
        const sure = fits(flatId, amount) || knownFor.has(flatId);
        const doubted = knownFor.size > 0 && !knownFor.has(flatId);
        propose('flat', sure && !doubted ? 'high' : 'medium', [allocate(flatId, amount)]);
        continue;
      }
      if (flatIds.length > 1) {
        // One credit for several flats ('A-101 A-102 maint', or two flats' bills).
        const { parts, exact } = split(flatIds, amount);
        propose(billFlats.length > 1 ? 'bill' : 'flat', exact ? 'high' : 'medium', parts);
        continue;
      }

      // (c) A payer known from a flat's earlier confirmed payments: one flat, or the one of theirs that owes this.
      // Medium: one person may pay for two flats. Known only by name, or only from this statement: low.
      const payerFlat = (candidates: Set<string>) => {
        if (candidates.size === 1) return [...candidates][0];
        const owingThis = [...candidates].filter((id) => fits(id, amount));
        return owingThis.length === 1 ? owingThis[0] : null;
      };
      const byPayer = payerFlat(knownFor);
      const guess = byPayer ?? payerFlat(known.flats) ?? payerFlat(flatsOf(learned, facts.payers).flats);
      if (guess) {
        propose('payer', byPayer ? 'medium' : 'low', [allocate(guess, amount)]);
        continue;
      }

      // (d) An amount that exactly one flat owes.
      const owers = owing.get(amount);
      if (owers?.size === 1) {
        const [flatId] = owers;
        propose('amount', 'low', [allocate(flatId, amount)]);
      }
    }
    return proposals;
  };
}
