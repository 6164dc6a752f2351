// The language chooser of the header and /auth: a native select (small on a phone, and every phone's own picker),
// each language named in itself, so a person who cannot read the current one still finds theirs.
import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES } from '@/shared/locales';
import { cn } from '@/web/lib/utils';
import { useLanguage } from './language';

/** `where`: names this chooser, so the focus returns to it once the page is drawn again in the new language. */
export function LanguageSwitcher({ where, className }: { where: string; className?: string }) {
  const { locale, choose } = useLanguage();
  const { t } = useLingui();
  return (
    <select
      id={`language-${where}`}
      aria-label={t`Language`}
      value={locale}
      onChange={(e) => {
        const next = e.target.value;
        if (isLocale(next))
          void choose(next).then(() => document.getElementById(`language-${where}`)?.focus());
      }}
      className={cn(
        'h-8 rounded-md border border-input bg-card px-1.5 text-sm text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
