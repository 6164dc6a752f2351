// The person's language: the one the page came in (the server chose it: account, cookie, Accept-Language), changed
// at once by the switcher (header and /auth) without a reload, remembered in a cookie and, when signed in, on the
// account. Signing in adopts the account's language, or gives the account the one chosen in this browser when it
// has none yet (a language merely taken from the browser is not a choice, and is not stored).
import { LinguiContext } from '@lingui/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { languageApi } from '@/shared/language';
import { LANGUAGE_COOKIE, type Locale, toLocale } from '@/shared/locales';
import { api, routeOf } from '@/web/lib/api';
import { i18n, loadLocale } from '@/web/lib/i18n';
import { useAuth } from './auth';

// By method and path, as shell-routes.ts does: the entry stays without the validation library.
const languageRoutes = {
  get: routeOf<typeof languageApi.get>({ method: 'GET', path: '/api/language' }),
  set: routeOf<typeof languageApi.set>({ method: 'PUT', path: '/api/language' }),
};

// Lingui's context: the one instance, whose active language is always the one shown.
const lingui = { i18n, _: i18n._.bind(i18n) };

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
/** The language this browser's person chose (the cookie), or null where they never chose one. */
export function chosenLanguage(): Locale | null {
  const code = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  return code ? toLocale(code) : null;
}

const remember = (locale: Locale) => {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is missing on many phones' browsers.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
};

interface LanguageState {
  locale: Locale;
  choose(locale: Locale): Promise<void>;
}
const LanguageContext = createContext<LanguageState | null>(null);

/** `initial`: the language already activated (lib/i18n.ts) before the first render. */
export function LanguageProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);
  const auth = useAuth();
  const userId = auth.loading ? undefined : (auth.user?.id ?? null);

  const show = useCallback(async (next: Locale) => {
    await loadLocale(next);
    remember(next);
    setLocale(next);
  }, []);

  const choose = useCallback(
    async (next: Locale) => {
      await show(next);
      if (userId) await api(languageRoutes.set, { language: next }).catch(() => undefined);
    },
    [show, userId],
  );

  // Signed in here (not the page arriving signed in, which the server already answered in the account's language).
  const seen = useRef(userId);
  useEffect(() => {
    const before = seen.current;
    seen.current = userId;
    if (before !== null || !userId) return;
    const chosen = chosenLanguage();
    void api(languageRoutes.get).then(
      ({ language }) =>
        language
          ? show(language)
          : chosen && api(languageRoutes.set, { language: chosen }).then(() => undefined),
      () => undefined,
    );
  }, [userId, show]);

  return (
    <LanguageContext.Provider value={{ locale, choose }}>
      {/* Lingui's context without its provider, which re-renders on every catalogue loaded: here a language's
          messages are all in before anything renders in it, and a new language draws everything again (the key:
          every date and amount too; a form loses what was typed in it). */}
      <LinguiContext.Provider key={locale} value={lingui}>
        {children}
      </LinguiContext.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage() {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error('useLanguage outside LanguageProvider');
  return ctx;
}
