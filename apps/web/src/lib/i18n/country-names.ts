import type { Locale } from '@outbreak-watch/domain';

/** A language file of i18n-iso-countries: alpha-2 code -> name, or its names with the usual one first. */
interface CountryNamesFile {
  countries: Record<string, string | string[]>;
}

/**
 * Country names in each language come from i18n-iso-countries (maintained from CLDR and the
 * Unicode and UN names); each language's file is its own chunk, fetched with that language's catalogue.
 * English keeps the names the server stores.
 */
const FILES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: CountryNamesFile }>> = {
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  pt: () => import('i18n-iso-countries/langs/pt.json'),
  ar: () => import('i18n-iso-countries/langs/ar.json'),
  ru: () => import('i18n-iso-countries/langs/ru.json'),
  zh: () => import('i18n-iso-countries/langs/zh.json'),
};

/** Alpha-3 and numeric codes as alpha-2, the files' keys (outbreaks carry the alpha-3 code). */
let alpha2Of: Map<string, string> | null = null;
const loaded = new Map<Locale, Map<string, string>>();

async function loadCodes(): Promise<Map<string, string>> {
  if (alpha2Of) return alpha2Of;
  const { default: rows } = (await import('i18n-iso-countries/codes.json')) as { default: string[][] };
  alpha2Of = new Map();
  for (const [alpha2, alpha3, numeric] of rows) {
    if (!alpha2) continue;
    alpha2Of.set(alpha2, alpha2);
    if (alpha3) alpha2Of.set(alpha3, alpha2);
    if (numeric) alpha2Of.set(numeric, alpha2);
  }
  return alpha2Of;
}

/** Fetches the country names of `locale` (nothing for English); a failure leaves the stored names. */
export async function loadCountryNames(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return;
  try {
    const [, file] = await Promise.all([loadCodes(), FILES[locale]()]);
    const names = new Map<string, string>();
    for (const [code, name] of Object.entries(file.default.countries)) {
      const usual = Array.isArray(name) ? name[0] : name;
      if (usual) names.set(code, usual);
    }
    loaded.set(locale, names);
  } catch {
    // Offline without the file: the names as stored, in English.
  }
}

/**
 * The name of the country with ISO 3166-1 `code` (alpha-2, alpha-3 or numeric) in `locale`, once
 * loaded; `stored` (the name the server keeps) otherwise, and for a code the file lacks.
 */
export function countryNameIn(locale: Locale, code: string | null | undefined, stored: string): string {
  if (!code) return stored;
  const names = loaded.get(locale);
  if (!names) return stored;
  const alpha2 = alpha2Of?.get(code.toUpperCase());
  return (alpha2 && names.get(alpha2)) || stored;
}
