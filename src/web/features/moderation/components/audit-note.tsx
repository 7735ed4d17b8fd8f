import { useRef, useState } from 'react';
import {
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_NOTE_REQUIRED,
} from '../../../../shared/domain/moderation.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { moderationMessages } from '../messages.ts';

/** The note every admin action needs, and what went wrong with the action it goes with. */
export function useAuditNote() {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  return {
    note,
    setNote,
    error,
    field,
    /** The note, trimmed; null after saying a note is needed, with the field focused to write it. */
    take: (): string | null => {
      const trimmed = note.trim();
      setError(trimmed === '' ? MODERATION_NOTE_REQUIRED : null);
      if (trimmed === '') field.current?.focus();
      return trimmed === '' ? null : trimmed;
    },
    /** Shows why the server refused, or `fallback` when it could not be reached. */
    failed: (failure: unknown, fallback: string) =>
      setError(isApiError(failure) ? failure.message : fallback),
  };
}

/** The note's field, with the action's error under it; the text stays while a request fails. */
export function AuditNoteField({ audit }: { audit: ReturnType<typeof useAuditNote> }) {
  return (
    <>
      <Textarea
        ref={audit.field}
        aria-invalid={audit.error === MODERATION_NOTE_REQUIRED}
        label={moderationMessages.noteLabel}
        hint={moderationMessages.noteHint}
        value={audit.note}
        maxLength={MODERATION_NOTE_MAX_LENGTH}
        required
        onChange={(event) => audit.setNote(event.target.value)}
      />
      <Notice tone="error">{audit.error}</Notice>
    </>
  );
}
