import { useState } from 'react';
import type { MediaState } from '../../../../shared/accountability.schemas.ts';
import { partnerMediaNews } from '../media-state-text.ts';

/**
 * A polite status for screen readers, saying when the partner's camera or microphone goes on or
 * off.
 */
export function PartnerMediaStatus({ name, media }: { name: string; media: MediaState }) {
  const [known, setKnown] = useState(media);
  const [news, setNews] = useState('');
  if (media !== known) {
    setKnown(media);
    const said = partnerMediaNews(name, known, media);
    if (said) setNews(said);
  }
  return (
    <p role="status" className="sr-only">
      {news}
    </p>
  );
}
