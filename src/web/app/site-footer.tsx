import { useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useSettings } from './settings';

export function SiteFooter() {
  const { data: s } = useSettings();
  const { t } = useLingui();
  if (!s) return null;
  return (
    <footer className="no-print mt-16 border-t bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <h2 className="text-base font-semibold">{s.name}</h2>
          <p className="mt-2 text-sm text-primary-foreground/80">{s.description}</p>
        </div>
        <address className="space-y-2 text-sm not-italic text-primary-foreground/90">
          <p className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {s.address} – {s.postal_code}
            </span>
          </p>
          <p className="flex gap-2">
            <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
            <a href={`tel:${s.contact.replace(/\s/g, '')}`}>{s.contact}</a>
          </p>
          <p className="flex gap-2">
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
            <a href={`mailto:${s.email}`} className="break-all underline-offset-2 hover:underline">
              {s.email}
            </a>
          </p>
        </address>
        <div className="text-xs text-primary-foreground/75">
          <h2 className="mb-2 text-sm font-semibold text-primary-foreground">{t`Disclaimer`}</h2>
          <p>{s.disclaimer}</p>
          <p className="mt-3">
            © {new Date().getFullYear()} {s.name}
          </p>
        </div>
      </div>
    </footer>
  );
}
