import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ACCOUNTABILITY_EVENTS,
  callRoomSchema,
} from '../../../../shared/accountability.schemas.ts';
import { accountabilityKeys } from '../api/accountability-keys.ts';
import { appRealtimeLink, type RealtimeLink } from '../realtime-link.ts';

/**
 * The server's word on the room (a shared focus block started, the call ended) replaces ours.
 * When the socket connects again, the room is read again: what was sent meanwhile is gone.
 */
export function useRoomUpdates(roomName: string, link: RealtimeLink = appRealtimeLink): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onRoom = (payload: unknown) => {
      const parsed = callRoomSchema.safeParse(payload);
      if (!parsed.success || parsed.data.roomName !== roomName) return;
      queryClient.setQueryData(accountabilityKeys.room(roomName), parsed.data);
    };
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
