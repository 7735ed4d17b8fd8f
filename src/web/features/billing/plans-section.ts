/** The id of the plan cards' section of /subscription; its heading is `${id}-title`. */
export const PLANS_SECTION_ID = 'plans';

/** Takes the user (and screen reader) to the plan cards: after a failed payment, or to renew. */
export function focusPlans(): void {
  document.getElementById(`${PLANS_SECTION_ID}-title`)?.focus();
}
