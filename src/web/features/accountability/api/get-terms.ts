import { useQuery } from '@tanstack/react-query';
import { termsStatusSchema } from '../../../../shared/accountability.schemas.ts';
import { api } from '../../../lib/api-client.ts';
import { accountabilityKeys } from './accountability-keys.ts';

/** GET /api/accountability/terms: whether the user accepted the current video-call terms. */
export function useTermsStatus() {
  return useQuery({
    queryKey: accountabilityKeys.terms,
    queryFn: ({ signal }) =>
      api.get('/accountability/terms', { schema: termsStatusSchema, signal }),
  });
}
