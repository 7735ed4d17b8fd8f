import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type NamedUser, userInitial, userLabel } from '../../../lib/user-label.ts';
import {
  type Composite,
  type PipSide,
  type PipTheme,
  startComposite,
} from '../call/pip-compositor.ts';

export interface PictureInPicture {
  /** Picture-in-picture is showing the call. */
  active: boolean;
  /** Read by the call when the connection drops: a drop is tolerated while this is true. */
  activeRef: RefObject<boolean>;
  supported: boolean;
  toggle(): Promise<void>;
  /** The canvas the composite is drawn on, and the hidden video that plays it. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  videoRef: RefObject<HTMLVideoElement | null>;
}

/** One side of the call as the page shows it now. */
export interface PipSource {
  video: RefObject<HTMLVideoElement | null>;
  person: NamedUser;
  cameraOff: boolean;
}

function sideOf(source: PipSource): PipSide {
  return {
    video: source.video.current,
    cameraOff: source.cameraOff,
    name: userLabel(source.person),
    initial: userInitial(source.person),
  };
}

/** The colours of the call's pictures and avatars, read from the page's theme. */
function pageTheme(): PipTheme {
  const root = getComputedStyle(document.documentElement);
  const color = (name: string) => root.getPropertyValue(`--color-${name}`).trim();
  return {
    stage: color('slate-900'),
    card: color('slate-800'),
    avatar: color('brand-100'),
    initial: color('brand-800'),
    name: color('white'),
    fontFamily: getComputedStyle(document.body).fontFamily,
  };
}

/** Enter/Exit PiP: the partner and one's own preview in one floating window. */
export function usePictureInPicture(sources: {
  remote: PipSource;
  local: PipSource;
}): PictureInPicture {
  // Read at every frame, so a camera turned off while the window shows is drawn so.
  const latest = useRef(sources);
  latest.current = sources;
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const composite = useRef<Composite | null>(null);
  const activeRef = useRef(false);
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

  const stop = useCallback(() => {
    composite.current?.stop();
    composite.current = null;
    activeRef.current = false;
    setActive(false);
  }, []);

  const enter = useCallback(async () => {
    const canvas = canvasRef.current;
    const video = videoRef.current;
    if (!canvas || !video) return;
    const started = startComposite(
      canvas,
      () => ({ remote: sideOf(latest.current.remote), local: sideOf(latest.current.local) }),
      pageTheme(),
    );
    composite.current = started;
    video.srcObject = started.stream;
    try {
      await video.play();
      await video.requestPictureInPicture();
      activeRef.current = true;
      setActive(true);
    } catch {
      // Refused (no user gesture left, or the browser's own limits): the call goes on as it was.
      stop();
    }
  }, [stop]);

  const exit = useCallback(async () => {
    if (document.pictureInPictureElement) await document.exitPictureInPicture().catch(() => {});
    stop();
  }, [stop]);

  const toggle = useCallback(() => (activeRef.current ? exit() : enter()), [enter, exit]);

  // Closed from the floating window itself.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.addEventListener('leavepictureinpicture', stop);
    return () => video.removeEventListener('leavepictureinpicture', stop);
  }, [stop]);

  useEffect(
    () => () => {
      if (activeRef.current && document.pictureInPictureElement) {
        void document.exitPictureInPicture().catch(() => {});
      }
      composite.current?.stop();
    },
    [],
  );

  return { active, activeRef, supported, toggle, canvasRef, videoRef };
}
