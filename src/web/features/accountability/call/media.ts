import type { MediaState } from '../../../../shared/accountability.schemas.ts';
import { DEFAULT_FACING_MODE } from '../constants.ts';

export type FacingMode = 'user' | 'environment';

export interface LocalMedia {
  stream: MediaStream;
  /** False when the device has no usable camera: the call goes on with sound only. */
  hasCamera: boolean;
}

/** getUserMedia failures that mean the camera is missing or busy, not that access was refused. */
const NO_CAMERA = new Set(['NotFoundError', 'NotReadableError', 'OverconstrainedError']);

function isNoCamera(error: unknown): boolean {
  return error instanceof DOMException && NO_CAMERA.has(error.name);
}

/**
 * The front camera and the microphone; without a camera, the microphone alone (calls do not
 * need a camera). Rejects when the browser refuses access or has no microphone either.
 */
export async function acquireLocalMedia(
  devices: MediaDevices | undefined = navigator.mediaDevices,
): Promise<LocalMedia> {
  // Missing outside a secure context (plain http on another host): the same failure to the user.
  if (!devices) throw new DOMException('Media devices are unavailable', 'NotSupportedError');
  try {
    const stream = await devices.getUserMedia({
      video: { facingMode: DEFAULT_FACING_MODE },
      audio: true,
    });
    return { stream, hasCamera: stream.getVideoTracks().length > 0 };
  } catch (error) {
    if (!isNoCamera(error)) throw error;
    return { stream: await devices.getUserMedia({ audio: true }), hasCamera: false };
  }
}

/** A camera track facing `facingMode` (the other camera of a phone; a laptop may have one only). */
export async function cameraTrack(
  facingMode: FacingMode,
  devices: MediaDevices = navigator.mediaDevices,
): Promise<MediaStreamTrack> {
  const stream = await devices.getUserMedia({ video: { facingMode } });
  const [track] = stream.getVideoTracks();
  if (!track) throw new DOMException('No camera track', 'NotFoundError');
  return track;
}

/** Whether every track of `kind` this side sends is on (none sent counts as off). */
export function sendingEnabled(peer: RTCPeerConnection, kind: 'audio' | 'video'): boolean {
  const tracks = peer
    .getSenders()
    .map((sender) => sender.track)
    .filter((track): track is MediaStreamTrack => track?.kind === kind);
  return tracks.length > 0 && tracks.every((track) => track.enabled);
}

/** The camera and microphone state the partner is told: what the connection really sends. */
export function sentMediaState(peer: RTCPeerConnection): MediaState {
  return { audioOn: sendingEnabled(peer, 'audio'), videoOn: sendingEnabled(peer, 'video') };
}
