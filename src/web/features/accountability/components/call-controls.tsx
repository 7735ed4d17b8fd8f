import {
  Mic,
  MicOff,
  PhoneOff,
  PictureInPicture2,
  SwitchCamera,
  Video,
  VideoOff,
} from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

export interface CallControlsProps {
  audioOn: boolean;
  videoOn: boolean;
  hasCamera: boolean;
  /** The call is set up (media and connection): the track controls apply. */
  ready: boolean;
  flipping: boolean;
  pipActive: boolean;
  pipSupported: boolean;
  ending: boolean;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onFlip: () => void;
  onTogglePip: () => void;
  onEnd: () => void;
}

/** Mute/Unmute, Cam Off/Cam On, Flip Camera, Enter/Exit PiP and End Call. */
export function CallControls(props: CallControlsProps) {
  const { audioOn, videoOn, hasCamera, ready } = props;
  return (
    <div
      role="toolbar"
      aria-label="Call controls"
      // What the connection really sends, for anyone checking the call from outside the page.
      data-audio-enabled={String(ready && audioOn)}
      data-video-enabled={String(ready && videoOn)}
      className="flex flex-wrap items-center justify-center gap-2"
    >
      <Button
        variant="secondary"
        aria-pressed={!audioOn}
        disabled={!ready}
        icon={audioOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
        onClick={props.onToggleMute}
      >
        {audioOn ? 'Mute' : 'Unmute'}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={!videoOn}
        disabled={!ready || !hasCamera}
        icon={videoOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />}
        onClick={props.onToggleCamera}
      >
        {videoOn ? 'Cam Off' : 'Cam On'}
      </Button>
      <Button
        variant="secondary"
        disabled={!ready || !hasCamera}
        loading={props.flipping}
        icon={<SwitchCamera aria-hidden="true" />}
        onClick={props.onFlip}
      >
        Flip Camera
      </Button>
      {props.pipSupported && (
        <Button
          variant="secondary"
          aria-pressed={props.pipActive}
          disabled={!ready}
          icon={<PictureInPicture2 aria-hidden="true" />}
          onClick={props.onTogglePip}
        >
          {props.pipActive ? 'Exit PiP' : 'Enter PiP'}
        </Button>
      )}
      <Button
        variant="danger"
        loading={props.ending}
        icon={<PhoneOff aria-hidden="true" />}
        onClick={props.onEnd}
      >
        End Call
      </Button>
    </div>
  );
}
