/** The focus timer's public face: what pages use. */
export { ActiveSessionPanel } from './components/active-session-panel.tsx';
export { type StartSession, useStartSession } from './use-start-session.ts';
