import { callRoomSchema } from '../../../../shared/accountability.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { roomPath } from './accountability-keys.ts';

/** POST /api/accountability/rooms/:roomName/end: the call is over for both sides. */
export function endCall(roomName: string) {
  return api.post(roomPath(roomName, 'end'), undefined, { schema: callRoomSchema });
}
