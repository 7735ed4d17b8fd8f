/** The focus timer's public face: what pages and the router use. */
export { ActiveSessionPanel } from './components/active-session-panel.tsx';
export { DockedTimer } from './components/docked-timer.tsx';
export { TimerLayout } from './components/timer-layout.tsx';
export { type StartSession, useStartSession } from './use-start-session.ts';
