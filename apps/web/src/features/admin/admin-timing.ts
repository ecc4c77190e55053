/** Spec §9 "Time and delay": after a successful save the form goes back to its list after this long. */
export const REDIRECT_DELAY_MS = 1500;
/** Spec §9: a closed modal's state (its target, its error) is cleared this long after it closes. */
export const MODAL_CLEAR_DELAY_MS = 300;
/** The users search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
