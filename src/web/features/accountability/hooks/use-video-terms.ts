import { useCallback, useEffect } from 'react';
import { VIDEO_TERMS_VERSION } from '../../../../shared/domain/accountability.ts';
import {
  clearVideoTermsFlag,
  hasVideoTermsFlag,
  setVideoTermsFlag,
} from '../../../lib/video-terms-flag.ts';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { useTermsStatus } from '../api/get-terms.ts';

export interface VideoTerms {
  /** Accepted: by the server's word, or (until it answers) by this device's flag. */
  accepted: boolean;
  accept(): Promise<boolean>;
  accepting: boolean;
  acceptFailed: boolean;
  /** The server refused a search for want of accepted terms: the flag was wrong. */
  forget(): void;
}

/** The video-call terms: kept by the server, mirrored by a local flag that sign-out clears. */
export function useVideoTerms(userId: string): VideoTerms {
  const status = useTermsStatus();
  const acceptance = useAcceptTerms();
  const flagged = hasVideoTermsFlag(userId, VIDEO_TERMS_VERSION);
  const accepted = status.data ? status.data.accepted : flagged;

  // The server is the record: a flag it contradicts (terms of a newer version) goes.
  const serverSays = status.data?.accepted;
  useEffect(() => {
    if (serverSays === false) clearVideoTermsFlag();
    if (serverSays === true) setVideoTermsFlag(userId, VIDEO_TERMS_VERSION);
  }, [serverSays, userId]);

  // Once accepted, the server's answer sets the flag (above).
  const { mutateAsync } = acceptance;
  const accept = useCallback(async () => {
    try {
      await mutateAsync();
      return true;
    } catch {
      return false;
    }
  }, [mutateAsync]);

  const { refetch } = status;
  const forget = useCallback(() => {
    clearVideoTermsFlag();
    void refetch();
  }, [refetch]);

  return {
    accepted,
    accept,
    accepting: acceptance.isPending,
    acceptFailed: acceptance.isError,
    forget,
  };
}
