/** How many recent confirmed outbreaks the page shows before linking to the full list. */
export const DISEASE_PAGE_OUTBREAKS = 10;
