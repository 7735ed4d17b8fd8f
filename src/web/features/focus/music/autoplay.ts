let warned = false;

/**
 * Whether the browser will let the page make sound. Browsers hold sound back until the page has
 * been clicked or typed in (after a reload, too), and every sound tried before that fills the
 * console with warnings; so Pomopal asks first, makes none, and says so once per page. Browsers
 * that cannot tell are let through.
 */
export function soundAllowed(): boolean {
  const activation = typeof navigator === 'undefined' ? undefined : navigator.userActivation;
  if (!activation || activation.hasBeenActive) return true;
  if (!warned) {
    warned = true;
    console.warn('Pomopal: the browser plays sound only after a click on the page.');
  }
  return false;
}

/** The events after which the page may make sound (the browser counts them as the user's). */
export const ACTIVATION_EVENTS = ['click', 'keydown'] as const;
