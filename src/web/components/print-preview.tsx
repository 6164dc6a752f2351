// The print preview overlay (admin spec section 2): a registration's details laid out for paper with its attached
// document, Print and Cancel. While it is open, printing shows only this sheet, not the back-office around it.
//   <PrintPreview title="Parking Registration" sections={[{ heading: 'Vehicle', fields: [['Number', 'MH01']] }]}
//     attachment={{ label: 'RC Copy', url: documentUrl(name) }} onClose={() => setPreview(null)} />
// Images show inline. PDFs and other files are offered as downloads: the portal serves private files other than
// re-encoded images as attachments under a sandbox policy, which no browser renders in a page. A file that cannot
// be shown (missing, unreadable) says 'Document not available for preview'.
import { lazy, Suspense, useState } from 'react';

export interface PrintSection {
  heading: string;
  /** Label and value; an empty value prints as a dash. */
  fields: [label: string, value: string | number | null | undefined][];
}

export interface PrintDocument {
  /** What the document is, e.g. 'RC Copy'. */
  label: string;
  /** Where it is served (an endpoint that checks the caller); null when nothing was attached. */
  url: string | null;
}

export interface PrintPreviewProps {
  title: string;
  sections: PrintSection[];
  /** Left out for requests that carry no document (a hall booking). */
  attachment?: PrintDocument;
  onClose(): void;
}

// The sheet (with Radix's dialog, some 14 kB) loads when a preview is first opened, not with the table's screen.
const Sheet = lazy(() => import('./print-preview-sheet'));

export function PrintPreview(props: PrintPreviewProps) {
  // Opened from a row's button rather than a dialog trigger: focus goes back to that button on closing.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <Suspense fallback={null}>
      <Sheet {...props} opener={opener} />
    </Suspense>
  );
}
