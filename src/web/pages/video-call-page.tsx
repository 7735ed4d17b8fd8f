import { useParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function VideoCallPage() {
  const { roomName } = useParams();
  useDocumentTitle('Video call');
  return (
    <PageHeader
      title="Video call"
      description={
        roomName
          ? `Your live session with your accountability partner in room ${roomName}.`
          : 'Your live session with your accountability partner.'
      }
    />
  );
}
