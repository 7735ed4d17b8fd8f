import { CircleAlert } from 'lucide-react';

/** The 'Media Access Error' panel with camera and microphone advice. */
export function MediaErrorPanel() {
  return (
    <section
      role="alert"
      aria-labelledby="media-error-heading"
      className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-900"
    >
      <h2 id="media-error-heading" className="flex items-center gap-2 text-base font-semibold">
        <CircleAlert className="size-5 text-red-600" aria-hidden="true" />
        Media Access Error
      </h2>
      <p>Pomopal could not use your microphone or camera. A call needs at least a microphone.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">Camera</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>Allow camera access in the address bar's site settings, then reload the page.</li>
            <li>Close other apps or tabs that may be using the camera.</li>
            <li>Check that the camera is connected and not covered or switched off.</li>
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">Microphone</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>Allow microphone access in the site settings, then reload the page.</li>
            <li>Check your system's sound settings for the right input device.</li>
            <li>Unplug and reconnect a headset, then try again.</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
