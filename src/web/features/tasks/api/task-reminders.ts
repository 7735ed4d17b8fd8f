import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReminderInput, remindersSchema } from '../../../../shared/reminders.schemas.ts';
import { api } from '../../../lib/api-client.ts';

const remindersKey = (id: string) => ['task-reminders', id] as const;
const remindersPath = (id: string) => `/tasks/${encodeURIComponent(id)}/reminders`;

/** GET /api/tasks/:id/reminders, for the edit dialog. */
export function useTaskReminders(id: string) {
  return useQuery({
    queryKey: remindersKey(id),
    queryFn: ({ signal }) => api.get(remindersPath(id), { schema: remindersSchema, signal }),
  });
}

/** PUT /api/tasks/:id/reminders: the whole set, which replaces the one before. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reminders }: { id: string; reminders: ReminderInput[] }) =>
      api.put(remindersPath(id), { reminders }, { schema: remindersSchema }),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(remindersKey(id), saved);
    },
  });
}
