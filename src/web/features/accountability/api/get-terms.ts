import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { accountabilityKeys } from './accountability-keys.ts';

const termsStatusSchema = accountabilitySchemas.response((schemas) => schemas.termsStatusSchema);

/** GET /api/accountability/terms: whether the user accepted the current video-call terms. */
export function useTermsStatus() {
  return useQuery({
    queryKey: accountabilityKeys.terms,
    queryFn: ({ signal }) =>
      api.get('/accountability/terms', { schema: termsStatusSchema, signal }),
  });
}
