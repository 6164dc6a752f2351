import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';

/** A scannable QR code of a UPI payment link, drawn in the browser. */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(link, { margin: 1, width: 440, errorCorrectionLevel: 'M', color: { dark: '#0f4c5c' } })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [link]);
  if (!src) return <Skeleton className="size-52" />;
  return (
    <img src={src} alt={label} width={208} height={208} className="size-52 rounded-md border bg-white p-1" />
  );
}
