import { api } from '../../../lib/api-client.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { roomPath } from './accountability-keys.ts';

const callRoomSchema = accountabilitySchemas.response((schemas) => schemas.callRoomSchema);

/** POST /api/accountability/rooms/:roomName/end: the call is over for both sides. */
export function endCall(roomName: string) {
  return api.post(roomPath(roomName, 'end'), undefined, { schema: callRoomSchema });
}
