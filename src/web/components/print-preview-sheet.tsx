// The print preview's sheet (print-preview.tsx), loaded when a preview is first opened.
import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { INTL_LOCALE } from '@/shared/locales';
import { useSettings } from '@/web/app/settings';
import { displayedLocale, societyTimeZone } from '@/web/lib/utils';
import type { PrintDocument, PrintPreviewProps } from './print-preview';
import { Button } from './ui/button';

// The stats report dialog hides the app the same way: the dialog lives in a portal outside #root.
const PRINT_ONLY_SHEET = '@media print { #root, [data-sonner-toaster] { display: none !important; } }';
const IMAGE = /\.(png|jpe?g|webp|gif)$/i;

export default function PrintPreviewSheet({
  title,
  sections,
  attachment,
  onClose,
  opener,
}: PrintPreviewProps & { opener: HTMLElement | null }) {
  const { t } = useLingui();
  const settings = useSettings().data;
  const today = new Date().toLocaleDateString(INTL_LOCALE[displayedLocale()], {
    dateStyle: 'long',
    timeZone: societyTimeZone(),
  });
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 print:hidden" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-lg border bg-card p-5 text-card-foreground shadow-lg sm:p-8 print:static print:max-h-none print:w-full print:max-w-none print:translate-none print:overflow-visible print:border-0 print:p-0 print:shadow-none"
        >
          <style>{PRINT_ONLY_SHEET}</style>
          <header className="border-b pb-4">
            {settings ? (
              <p className="text-sm text-muted-foreground">
                <span className="block font-semibold text-foreground">{settings.name}</span>
                {settings.address}
                {settings.postal_code ? ` – ${settings.postal_code}` : ''}
              </p>
            ) : null}
            <DialogPrimitive.Title className="mt-2 text-xl font-bold text-primary">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-xs text-muted-foreground">
              {t`Printed on ${today}`}
            </DialogPrimitive.Description>
          </header>

          {sections.map((s) => (
            <section key={s.heading} className="break-inside-avoid" aria-label={s.heading}>
              <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                {s.heading}
              </h3>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 print:grid-cols-2">
                {s.fields.map(([label, value]) => (
                  <div key={label} className="flex min-w-0 flex-col border-b pb-1.5">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="whitespace-pre-line break-words font-medium">
                      {value === null || value === undefined || value === '' ? '—' : value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}

          {attachment ? (
            <section aria-label={attachment.label} className="break-inside-avoid">
              <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                {attachment.label}
              </h3>
              <AttachedDocument attachment={attachment} />
            </section>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end print:hidden">
            <DialogPrimitive.Close asChild>
              <Button variant="outline">{t`Cancel`}</Button>
            </DialogPrimitive.Close>
            <Button icon={<Printer />} onClick={() => window.print()}>
              {t`Print`}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function AttachedDocument({ attachment: { label, url } }: { attachment: PrintDocument }) {
  const [failed, setFailed] = useState(false);
  // Nothing attached reads as the spec's 'Document not available for preview', like a file that fails to load.
  if (!url) return <Unavailable />;
  if (IMAGE.test(url) && !failed)
    return (
      <img
        src={url}
        alt={label}
        onError={() => setFailed(true)}
        className="max-h-[60vh] w-auto max-w-full rounded-md border object-contain print:max-h-[22cm] print:border-0"
      />
    );
  if (failed) return <Unavailable />;
  return <FileLink label={label} url={url} />;
}

/** A file offered as a download: checked first (HEAD), so a missing one says so instead of offering a dead link. */
function FileLink({ label, url }: { label: string; url: string }) {
  const { t } = useLingui();
  const found = useQuery({
    queryKey: ['document-available', url],
    queryFn: async () => (await fetch(url, { method: 'HEAD', credentials: 'same-origin' })).ok,
  });
  if (found.data === false || found.isError) return <Unavailable />;
  const pdf = /\.pdf$/i.test(url);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-4 text-sm">
      <FileText className="size-8 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{pdf ? t`${label} (PDF)` : t`${label} (file)`}</p>
        <p className="text-muted-foreground print:hidden">
          {pdf
            ? t`PDFs open outside the portal: download it to read or print it.`
            : t`Document not available for preview: download it to open it.`}
        </p>
        <p className="hidden text-muted-foreground print:block">
          {pdf ? t`Attached as a PDF, printed separately.` : t`Attached as a file, printed separately.`}
        </p>
      </div>
      <Button asChild variant="outline" size="sm" className="print:hidden">
        <a href={url} download>
          <Download aria-hidden /> {pdf ? t`Download PDF` : t`Download ${label}`}
        </a>
      </Button>
    </div>
  );
}

function Unavailable() {
  const { t } = useLingui();
  return (
    <p role="status" className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
      {t`Document not available for preview`}
    </p>
  );
}
