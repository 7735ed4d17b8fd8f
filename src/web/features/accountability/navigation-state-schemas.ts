import { partnerSchema, roomNameSchema } from '../../../shared/accountability.schemas.ts';
import { z } from '../../../shared/zod.ts';

/** What /accountability hands the call page on a match: the partner and initiator. */
export const callEntryStateSchema = z.object({ partner: partnerSchema, initiator: z.boolean() });

/** What the call page hands /accountability after End Call: the call to wrap up. */
export const endedCallStateSchema = z.object({
  endedCall: z.object({
    roomName: roomNameSchema,
    partner: partnerSchema,
    /** The title of the user's goal task for the call, if they picked one. */
    goal: z.nullable(z.string()),
  }),
});
