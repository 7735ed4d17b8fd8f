/**
 * The return flow's delays differ by the page that shows the result; each is kept with its
 * page.
 */
export interface ReturnTiming {
  /**
   * After a confirmed payment, the page goes to /my-tasks this long after, in place of the
   * return's history entry: its query string is gone then too, and Back does not return to it.
   */
  successRedirectMs: number;
  /** After any other result, the return's query string is cleared this long after. */
  clearAfterOtherMs: number;
}

export const SUBSCRIPTION_PAGE_TIMING: ReturnTiming = {
  successRedirectMs: 4000,
  clearAfterOtherMs: 7000,
};

export const PAYMENT_STATUS_PAGE_TIMING: ReturnTiming = {
  successRedirectMs: 5000,
  clearAfterOtherMs: 10_000,
};

/** A signed-out visitor is offered to log in 3 s after the message. */
export const LOGIN_OFFER_DELAY_MS = 3000;

/** A signed-out click on a plan goes to /login 3 s after 'Please log in to subscribe.' */
export const SIGN_IN_REDIRECT_DELAY_MS = 3000;
