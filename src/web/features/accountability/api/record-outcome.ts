import { useMutation } from '@tanstack/react-query';
import type { CallOutcome } from '../../../../shared/domain/accountability.ts';
import { api } from '../../../lib/api-client.ts';
import { roomPath } from './accountability-keys.ts';

/** POST /api/accountability/rooms/:roomName/outcome: how the user's goal went in the call. */
export function useRecordOutcome(roomName: string) {
  return useMutation({
    mutationFn: (outcome: CallOutcome) => api.post(roomPath(roomName, 'outcome'), { outcome }),
  });
}
