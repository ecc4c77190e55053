/**
 * Shared look of text inputs, selects and text areas: a module of its own, so a control outside a
 * form (the language switcher on every page) does not bring React Hook Form to the first page.
 */
export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus-visible:border-brand-700 ' +
  'aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:placeholder:text-slate-400 dark:focus-visible:border-brand-300 dark:aria-invalid:border-red-400';
