import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/accountability/reports: reports the partner of this call to the operators. */
export function useReportPartner(roomName: string) {
  return useMutation({
    mutationFn: (reason: string) => api.post('/accountability/reports', { roomName, reason }),
  });
}
