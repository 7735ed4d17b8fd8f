/** The video-call guidelines the terms dialog asks the user to read to the end. */
export function VideoGuidelines() {
  return (
    <div className="flex flex-col gap-4 text-sm leading-relaxed text-slate-700">
      <p>
        Accountability calls connect you, live and on camera, with another person who wants to
        focus. Please read these guidelines before your first call. They keep the calls safe,
        respectful and useful for everyone.
      </p>
      <section aria-labelledby="guidelines-purpose" className="flex flex-col gap-1.5">
        <h3 id="guidelines-purpose" className="font-semibold text-slate-900">
          1. What the calls are for
        </h3>
        <p>
          A call is a shared work session. Say hello, tell each other what you plan to get done,
          start a focus block together, and check in at the end. Keep conversation short while you
          both work; the point is to focus, with someone there to keep you honest.
        </p>
      </section>
      <section aria-labelledby="guidelines-conduct" className="flex flex-col gap-1.5">
        <h3 id="guidelines-conduct" className="font-semibold text-slate-900">
          2. Respectful conduct
        </h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>Be polite and patient. Your partner is a real person, possibly far from you.</li>
          <li>No harassment, hate speech, threats, or discrimination of any kind.</li>
          <li>No nudity, sexual content, violence, or anything you would not show at work.</li>
          <li>No advertising, selling, recruiting, or asking for money.</li>
          <li>Dress and behave as you would in a shared office or a library.</li>
        </ul>
      </section>
      <section aria-labelledby="guidelines-privacy" className="flex flex-col gap-1.5">
        <h3 id="guidelines-privacy" className="font-semibold text-slate-900">
          3. Privacy
        </h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>Do not record, photograph, or stream your partner without their clear consent.</li>
          <li>
            Do not share personal details you would not want a stranger to know: your address,
            passwords, financial details, or anything on your screen you must keep private.
          </li>
          <li>
            Video and sound travel directly between the two browsers. Pomopal relays only the
            messages that set the call up and does not record calls.
          </li>
          <li>Your partner sees your username and, if you choose one, the task you plan to do.</li>
        </ul>
      </section>
      <section aria-labelledby="guidelines-safety" className="flex flex-col gap-1.5">
        <h3 id="guidelines-safety" className="font-semibold text-slate-900">
          4. Your safety
        </h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>You can end a call at any moment with End Call, without giving a reason.</li>
          <li>
            After a call you can block your partner, so you are never matched again, or report them
            if they broke these guidelines. Reports are reviewed by people.
          </li>
          <li>Never agree to meet a partner in person or move the conversation elsewhere.</li>
          <li>You must be at least 16 years old to use video calls.</li>
        </ul>
      </section>
      <section aria-labelledby="guidelines-camera" className="flex flex-col gap-1.5">
        <h3 id="guidelines-camera" className="font-semibold text-slate-900">
          5. Camera and microphone
        </h3>
        <p>
          The call asks your browser for your camera and microphone. You can mute yourself or turn
          the camera off at any time, and a call works without a camera too. Check what is visible
          behind you before you join.
        </p>
      </section>
      <section aria-labelledby="guidelines-consequences" className="flex flex-col gap-1.5">
        <h3 id="guidelines-consequences" className="font-semibold text-slate-900">
          6. When the guidelines are broken
        </h3>
        <p>
          Accounts that break these guidelines may lose access to video calls or to Pomopal
          altogether. Serious cases may be passed on to the authorities where the law requires it.
        </p>
      </section>
      <p>
        By selecting I Accept &amp; Continue you confirm you have read these guidelines and agree to
        follow them in every call.
      </p>
    </div>
  );
}
