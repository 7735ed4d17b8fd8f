import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { CallRoom } from '../../shared/accountability.schemas.ts';
import { ROOM_NAME_PATTERN } from '../../shared/domain/accountability.ts';
import { nextSession } from '../../shared/domain/next-session.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useCallRoom } from '../features/accountability/api/get-room.ts';
import { AfterCall } from '../features/accountability/components/after-call.tsx';
import { VideoCall } from '../features/accountability/components/video-call.tsx';
import {
  type EndedCallState,
  useCallEntryState,
} from '../features/accountability/navigation-state.ts';
import { usePublicConfig } from '../features/auth/api.ts';
import { useStartSession } from '../features/focus/timer/use-start-session.ts';
import { useTasks } from '../features/tasks/api/get-tasks.ts';
import { type AuthUser, useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const BACK = '/accountability';

/**
 * When the call's shared focus block starts (on either side), the user's own focus session on
 * their goal task starts with it, unless a session is already running.
 */
function useGoalSession(room: CallRoom | undefined) {
  const { start, activeSessionId } = useStartSession();
  const tasks = useTasks();
  const startedFor = useRef<string | null>(null);
  const blockStart = room?.focusStartedAt ?? null;
  const running = room?.focusEndsAt ? Date.parse(room.focusEndsAt) > Date.now() : false;
  const task = tasks.data?.find((each) => each.id === room?.myGoal?.taskId);

  useEffect(() => {
    if (!blockStart || !running || !task || activeSessionId) return;
    if (startedFor.current === blockStart) return;
    const session = nextSession(task.sessions);
    if (!session) return;
    startedFor.current = blockStart;
    void start(task, session);
  }, [blockStart, running, task, activeSessionId, start]);
}

interface LoadedCallProps {
  room: CallRoom;
  user: AuthUser;
  iceServers: RTCIceServer[] | undefined;
}

function LoadedCall({ room, user, iceServers }: LoadedCallProps) {
  const navigate = useNavigate();
  // A call over before the page opened (an old link, a reload after the end) is only wrapped up.
  const [endedOnArrival] = useState(room.endedAt !== null);
  const goal = room.myGoal?.title ?? null;

  if (endedOnArrival) {
    return <AfterCall roomName={room.roomName} partner={room.partner} goal={goal} />;
  }
  const leave = () => {
    const ended: EndedCallState = {
      endedCall: { roomName: room.roomName, partner: room.partner, goal },
    };
    navigate(BACK, { state: ended });
  };
  return (
    <VideoCall
      room={room}
      user={user}
      iceServers={iceServers}
      onLeft={leave}
      onRefused={() => navigate(BACK, { replace: true })}
    />
  );
}

function CallRoomView({ roomName, user }: { roomName: string; user: AuthUser }) {
  const entry = useCallEntryState();
  const room = useCallRoom(roomName);
  const config = usePublicConfig();
  useGoalSession(room.data);

  // A room that is not this user's, or that the server will not show, leads back to the search.
  if (room.isError) return <Navigate to={BACK} replace />;
  if (!room.data) {
    return (
      <div className="flex items-center gap-3 text-slate-700">
        <Spinner label="Loading the call" />
        <span>
          {entry ? `Joining your call with ${entry.partner.username}...` : 'Joining the call...'}
        </span>
      </div>
    );
  }
  return <LoadedCall room={room.data} user={user} iceServers={config.data?.iceServers} />;
}

export function VideoCallPage() {
  useDocumentTitle('Video call');
  const { roomName } = useParams();
  const { user } = useAuth();
  // The room name's rule is one pattern, checked here by itself: the schemas load after the page.
  const valid = roomName !== undefined && ROOM_NAME_PATTERN.test(roomName);

  if (!valid || !user) return <Navigate to={BACK} replace />;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Video call"
        description="Your live session with your accountability partner."
      />
      <CallRoomView key={roomName} roomName={roomName} user={user} />
    </div>
  );
}
