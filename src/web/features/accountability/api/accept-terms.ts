import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VIDEO_TERMS_VERSION } from '../../../../shared/domain/accountability.ts';
import { api } from '../../../lib/api-client.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { accountabilityKeys } from './accountability-keys.ts';

const termsStatusSchema = accountabilitySchemas.response((schemas) => schemas.termsStatusSchema);

/** POST /api/accountability/terms: the user accepted the guidelines the dialog showed. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(
        '/accountability/terms',
        { version: VIDEO_TERMS_VERSION },
        { schema: termsStatusSchema },
      ),
    onSuccess: (status) => queryClient.setQueryData(accountabilityKeys.terms, status),
  });
}
