import type { DeviceSession, Profile, ProfileChanges } from '../../../shared/account.schemas.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountErrors } from './account.errors.ts';
import type { AccountRepository } from './account.repository.ts';
import type { SessionIdentity } from './auth.session.ts';

export interface AccountServiceDeps {
  repository: AccountRepository;
  /** Ends what every server holds for a session deleted here: cached sign-ins, live sockets. */
  sessionEnded(sessionId: string): void;
  /** Whether an account with this address is an admin (the moderation module's rule). */
  isAdmin(person: { email: string; emailVerified: boolean }): boolean;
}

export function createAccountService({ repository, sessionEnded, isAdmin }: AccountServiceDeps) {
  const present = <Row extends { email: string; emailVerified: boolean }>(row: Row) => ({
    ...row,
    admin: isAdmin(row),
  });
  return {
    getProfile: async (userId: string): Promise<Profile> => {
      const profile = await repository.findProfile(userId);
      if (!profile) throw accountErrors.notFound();
      return present(profile);
    },

    updateProfile: async (userId: string, changes: ProfileChanges): Promise<Profile> => {
      try {
        const profile = await repository.updateProfile(userId, changes);
        if (!profile) throw accountErrors.notFound();
        return present(profile);
      } catch (error) {
        // The username is the one unique field a profile change can set.
        if (isUniqueViolation(error)) throw accountErrors.usernameTaken();
        throw error;
      }
    },

    listSessions: async (identity: SessionIdentity): Promise<DeviceSession[]> => {
      const rows = await repository.listLiveSessions(identity.userId);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        current: row.id === identity.sessionId,
      }));
    },

    endSession: async (identity: SessionIdentity, sessionId: string): Promise<void> => {
      const ended = await repository.deleteSession(identity.userId, sessionId);
      // Another user's session id answers exactly like an unknown one.
      if (!ended) throw accountErrors.sessionNotFound();
      sessionEnded(sessionId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
