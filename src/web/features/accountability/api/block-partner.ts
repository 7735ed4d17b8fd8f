import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/accountability/blocks: the user is never matched with this partner again. */
export function useBlockPartner() {
  return useMutation({
    mutationFn: (userId: string) => api.post('/accountability/blocks', { userId }),
  });
}
