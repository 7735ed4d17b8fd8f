import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { accountabilityKeys, roomPath } from './accountability-keys.ts';

const callRoomSchema = accountabilitySchemas.response((schemas) => schemas.callRoomSchema);

/** POST /api/accountability/rooms/:roomName/focus: starts the call's shared focus block. */
export function useStartSharedFocus(roomName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(roomPath(roomName, 'focus'), undefined, { schema: callRoomSchema }),
    onSuccess: (room) => queryClient.setQueryData(accountabilityKeys.room(roomName), room),
    // Refused because a block already runs or the call is over: the room shows which.
    onError: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.room(roomName) }),
  });
}
