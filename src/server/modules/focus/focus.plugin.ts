import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { SubscriptionsService } from '../billing/subscriptions.service.ts';
import { createBreaksRepository } from './breaks.repository.ts';
import { focusRoutes } from './focus.routes.ts';
import { createFocusService, type FocusService, type FocusServiceDeps } from './focus.service.ts';
import { createPreferencesRepository } from './preferences.repository.ts';

export interface FocusModuleDeps {
  db: Database;
  signedInOnly: onRequestHookHandler;
  assertPro: SubscriptionsService['assertPro'];
  timerStarted: FocusServiceDeps['timerStarted'];
  timerStopped: FocusServiceDeps['timerStopped'];
}

/** What other modules use of focus: the user's preferences and Pomodoro length. */
export type FocusModule = Pick<FocusService, 'sessionLength' | 'preferences'>;

/** Timer preferences and breaks. */
export async function registerFocus(app: HttpApp, deps: FocusModuleDeps): Promise<FocusModule> {
  const focus = createFocusService({
    preferences: createPreferencesRepository({ db: deps.db }),
    breaks: createBreaksRepository({ db: deps.db }),
    assertPro: deps.assertPro,
    timerStarted: deps.timerStarted,
    timerStopped: deps.timerStopped,
  });
  await app.register(focusRoutes, { signedInOnly: deps.signedInOnly, service: focus });
  return { sessionLength: focus.sessionLength, preferences: focus.preferences };
}
