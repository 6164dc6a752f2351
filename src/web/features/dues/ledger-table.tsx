// A flat's ledger rows with debit, credit and the running balance: the resident's and the office's view share it.
// On a phone the debit and credit fold into one signed amount, so the table fits without scrolling.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LedgerRow } from '@/shared/dues';
import { formatDate } from '@/web/lib/utils';
import { ledgerText } from './ledger-text';
import { rupees } from './use-dues';

const amount = (paise: number) => (paise ? rupees(paise) : '');

/** `note`: a line under a row's particulars, for the office's view (who prepared and approved it). */
export function LedgerTable<R extends LedgerRow>({
  rows,
  label,
  note,
}: {
  rows: R[];
  label: string;
  note?: (row: R) => ReactNode;
}) {
  const { t } = useLingui();
  const cell = 'py-2 pr-2 text-right align-top tabular-nums whitespace-nowrap';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="text-left text-muted-foreground">
        <tr>
          <th className="py-2 pr-2 font-medium">{t`Date`}</th>
          <th className="py-2 pr-2 font-medium">{t`Particulars`}</th>
          <th className={`${cell} font-medium sm:hidden`}>{t`Amount`}</th>
          <th className={`${cell} hidden font-medium sm:table-cell`}>{t`Debit`}</th>
          <th className={`${cell} hidden font-medium sm:table-cell`}>{t`Credit`}</th>
          <th className={`${cell} pr-0 font-medium`}>{t`Balance`}</th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="py-2 pr-2 align-top">{formatDate(row.date)}</td>
            {/* A reference or document number may break anywhere: the amounts keep their width on a phone. */}
            <td className="py-2 pr-2 align-top wrap-anywhere">
              {ledgerText(row.description)}
              {row.number ? <span className="block text-xs text-muted-foreground">{row.number}</span> : null}
              {note?.(row)}
            </td>
            <td className={`${cell} sm:hidden`}>
              {row.debit_paise ? `+${rupees(row.debit_paise)}` : `−${rupees(row.credit_paise)}`}
            </td>
            <td className={`${cell} hidden sm:table-cell`}>{amount(row.debit_paise)}</td>
            <td className={`${cell} hidden sm:table-cell`}>{amount(row.credit_paise)}</td>
            <td className={`${cell} pr-0`}>{rupees(row.balance_paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
