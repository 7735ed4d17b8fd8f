/**
 * What signing out would leave running. The focus timer registers itself while it runs in a tab;
 * the side bar's Logout (shared UI, which imports no feature) asks through this before it signs
 * out, and the sign-out itself through it afterwards.
 */
export interface SignOutGuard {
  /** The focus session that is on, or null when nothing would be left running. */
  runningSession(): { taskTitle: string | null } | null;
  /** Stops that session (it reads interrupted, to be resumed later); false when it could not. */
  stopSession(): Promise<boolean>;
  /** Deletes what the timer keeps on this device for the user (once they have signed out). */
  forget(): void;
}

let current: SignOutGuard | null = null;

/** Registers the guard; returns the function that removes it again. */
export function registerSignOutGuard(guard: SignOutGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

export function signOutGuard(): SignOutGuard | null {
  return current;
}
