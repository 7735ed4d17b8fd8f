import { clsx } from 'clsx';
import { type KeyboardEvent, useState } from 'react';
import {
  type PomodoroSession,
  SESSION_NAME_MAX_LENGTH,
  sessionNameSchema,
} from '../../../../shared/tasks.schemas.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRenameSession } from '../api/rename-session.ts';
import { taskMessages } from '../messages.ts';

/**
 * Whether Escape pressed on `target` undoes an edit of a session name, so the dialog around the
 * field must stay open. The dialog hears Escape before the field does.
 */
export function escapeRevertsField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.hasAttribute('data-reverts-on-escape');
}

export interface SessionNameFieldProps {
  taskId: string;
  session: PomodoroSession;
}

/**
 * One session's name, edited in place: saved on Enter or when the field is left, put back as
 * it was on Escape. What the user typed stays in the field until it is saved, even when the
 * save fails or a new name arrives from the server meanwhile.
 */
export function SessionNameField({ taskId, session }: SessionNameFieldProps) {
  const rename = useRenameSession();
  const stored = session.name ?? '';
  const [draft, setDraft] = useState(stored);
  const [synced, setSynced] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  // A name stored elsewhere (the AI's, another tab's) replaces a field the user has not edited.
  if (stored !== synced) {
    setSynced(stored);
    if (draft === synced) setDraft(stored);
  }
  const edited = draft !== stored || error !== null;

  function save() {
    const parsed = sessionNameSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const name = parsed.data;
    setDraft(name);
    setError(null);
    if (name === stored || (rename.isPending && rename.variables.name === name)) return;
    rename.mutate(
      { taskId, sessionId: session.id, name },
      { onError: (failure) => setError(failure.message) },
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && edited) {
      setDraft(stored);
      setError(null);
    }
  }

  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-2 flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600 tabular-nums"
      >
        {session.sessionOrder}
      </span>
      <Input
        className="min-w-0 flex-1"
        label={taskMessages.sessionNameLabel(session.sessionOrder)}
        hideLabel
        placeholder={taskMessages.unnamedSession(session.sessionOrder)}
        maxLength={SESSION_NAME_MAX_LENGTH}
        autoComplete="off"
        value={draft}
        error={error}
        aria-busy={rename.isPending || undefined}
        data-reverts-on-escape={edited ? '' : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onBlur={save}
        onKeyDown={handleKeyDown}
      />
      {/* A phone keeps the width for the name: the length shows there only while saving. */}
      <span
        className={clsx(
          'mt-3 w-12 shrink-0 justify-end text-xs text-slate-500 tabular-nums',
          rename.isPending ? 'flex' : 'hidden sm:flex',
        )}
      >
        {rename.isPending ? <Spinner size="sm" /> : `${session.durationMinutes} min`}
      </span>
    </div>
  );
}
