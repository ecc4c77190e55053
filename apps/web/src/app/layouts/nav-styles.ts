interface LinkState {
  isActive: boolean;
}

const itemBase =
  'flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-base font-medium transition-colors ' +
  'md:w-auto md:px-2.5 md:py-1.5 md:text-sm lg:px-3';

export function navLinkClasses({ isActive }: LinkState): string {
  return isActive
    ? `${itemBase} bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200`
    : `${itemBase} text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`;
}

/** The green Report Outbreak item reporters and admins see. */
export function reportLinkClasses({ isActive }: LinkState): string {
  const state = isActive
    ? 'bg-green-700 text-white'
    : 'text-green-800 ring-1 ring-inset ring-green-700/40 hover:bg-green-50 dark:text-green-300 dark:ring-green-400/50 dark:hover:bg-green-950';
  return `${itemBase} ${state}`;
}

export function accountLinkClasses(state: LinkState): string {
  return `${navLinkClasses(state)} md:py-1`;
}

export function registerLinkClasses({ isActive }: LinkState): string {
  const state = isActive ? 'bg-brand-800 text-white' : 'bg-brand-700 text-white hover:bg-brand-800';
  return `${itemBase} justify-center ${state}`;
}
