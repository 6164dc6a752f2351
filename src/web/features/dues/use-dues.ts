// The resident's flat account: its ledger and receipts, page by page, and the downloads of a receipt or a statement.
import { t } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { duesApi, receiptFileName, statementFileName } from '@/shared/dues';
import { decimalOf, formatINR } from '@/shared/money';
import { api, download, errorMessage } from '@/web/lib/api';
import { inLanguage } from '@/web/lib/server-messages';
import { toast } from '@/web/lib/toast';

export const DUES_PAGE_SIZE = 10;

/** Integer paise as the society writes money (exact: formatted from the digits). */
export const rupees = (paise: number) => formatINR(decimalOf(paise));

/** '₹1,500.00 due' / '₹500.00 in advance' / 'No dues'. */
export const balanceText = (paise: number) =>
  paise > 0 ? t`${rupees(paise)} due` : paise < 0 ? t`${rupees(-paise)} in advance` : t`No dues`;

export const useMyLedger = (page: number) =>
  useQuery({
    queryKey: ['dues', 'ledger', page],
    queryFn: () => api(duesApi.myLedger, { page, pageSize: DUES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useMyReceipts = (page: number) =>
  useQuery({
    queryKey: ['dues', 'receipts', page],
    queryFn: () => api(duesApi.myReceipts, { page, pageSize: DUES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Runs one download at a time, naming which is busy; a failure is a toast. */
export function useDownloads() {
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, save: () => Promise<void>) {
    setBusy(key);
    try {
      await save();
    } catch (err) {
      toast.error(t`Download failed`, { description: inLanguage(errorMessage(err)) });
    } finally {
      setBusy(null);
    }
  }
  return {
    busy,
    receipt: (id: string, number: string) =>
      run(id, () => download(duesApi.receiptPdf, { id }, receiptFileName(number))),
    statement: (flatNo: string, from: string, to: string, format: 'pdf' | 'csv') =>
      run(format, () =>
        download(duesApi.myStatement, { from, to, format }, statementFileName(flatNo, from, to, format)),
      ),
  };
}
