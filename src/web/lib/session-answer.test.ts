import { expect, it } from 'vitest';
import { makeSession } from '../test/fixtures.ts';
import { sessionAnswer } from './session-answer.ts';

it('reads the signed-in session with its times as dates', () => {
  const session = makeSession();
  expect(sessionAnswer.parse(JSON.parse(JSON.stringify(session)))).toEqual(session);
});

it('reads no one signed in as null', () => {
  expect(sessionAnswer.parse(null)).toBeNull();
  expect(sessionAnswer.parse({ user: null, session: null })).toBeNull();
});

it('refuses a session it cannot read rather than pass it on', () => {
  expect(() => sessionAnswer.parse({ user: { id: 1 }, session: {} })).toThrow(
    'The server sent a session it could not read.',
  );
});
