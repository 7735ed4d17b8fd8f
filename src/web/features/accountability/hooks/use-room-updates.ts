import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACCOUNTABILITY_EVENTS } from '../../../../shared/realtime-events.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { accountabilityKeys } from '../api/accountability-keys.ts';
import { appRealtimeLink, type RealtimeLink } from '../realtime-link.ts';

/**
 * The server's word on the room (a shared focus block started, the call ended) replaces ours.
 * When the socket connects again, the room is read again: what was sent meanwhile is gone.
 */
export function useRoomUpdates(roomName: string, link: RealtimeLink = appRealtimeLink): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onRoom = accountabilitySchemas.listener(
      (schemas) => schemas.callRoomSchema,
      (room) => {
        if (room.roomName === roomName) {
          queryClient.setQueryData(accountabilityKeys.room(roomName), room);
        }
      },
    );
    const onConnect = () => {
      void queryClient.invalidateQueries({ queryKey: accountabilityKeys.room(roomName) });
    };
    link.on(ACCOUNTABILITY_EVENTS.room, onRoom);
    link.on('connect', onConnect);
    return () => {
      link.off(ACCOUNTABILITY_EVENTS.room, onRoom);
      link.off('connect', onConnect);
    };
  }, [link, queryClient, roomName]);
}
