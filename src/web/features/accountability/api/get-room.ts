import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { accountabilityKeys, roomPath } from './accountability-keys.ts';

const callRoomSchema = accountabilitySchemas.response((schemas) => schemas.callRoomSchema);

/**
 * GET /api/accountability/rooms/:roomName: the call as this user sees it. Later changes (the
 * shared focus block, the end of the call) arrive on the socket and replace it in the cache.
 */
export function useCallRoom(roomName: string) {
  return useQuery({
    queryKey: accountabilityKeys.room(roomName),
    queryFn: ({ signal }) => api.get(roomPath(roomName), { schema: callRoomSchema, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
