import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { MediaState } from '../../../../shared/accountability.schemas.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { CallStage } from './call-stage.tsx';

const ON: MediaState = { audioOn: true, videoOn: true };
const OFF: MediaState = { audioOn: false, videoOn: false };
const partner = { id: 'u2', username: 'grace' };

function stage({ mine = ON, theirs = ON }: { mine?: MediaState; theirs?: MediaState } = {}) {
  return (
    <CallStage
      local={{ stream: null, person: makeUser(), media: mine }}
      remote={{ stream: null, person: partner, media: theirs }}
      mirrorLocal
      remoteRef={createRef()}
      localRef={createRef()}
    />
  );
}

const partnerTile = () => within(screen.getByTestId('remote-frame'));
const ownTile = () => within(screen.getByTestId('local-frame'));
const badges = (tile: ReturnType<typeof within>) =>
  tile.queryAllByRole('listitem').map((badge: HTMLElement) => badge.textContent);

describe('CallStage', () => {
  it("shows the partner's name, initial and badges in place of their picture while their camera is off and they are muted", () => {
    render(stage({ theirs: OFF }));
    const card = partnerTile().getByTestId('camera-off');
    expect(card).toHaveTextContent('G');
    expect(within(card).getByText('grace')).toBeInTheDocument();
    expect(badges(partnerTile())).toEqual(['Camera off', 'Muted']);
    expect(partnerTile().queryByText("Waiting for grace's video...")).not.toBeInTheDocument();
    // The video stays, under the card: it still plays the partner's sound.
    expect(partnerTile().getByLabelText('Video of grace')).toBeInTheDocument();

    expect(ownTile().queryByTestId('camera-off')).not.toBeInTheDocument();
    expect(badges(ownTile())).toEqual([]);
  });

  it('badges only what is off: a muted partner with their camera on keeps their picture', () => {
    render(stage({ theirs: { audioOn: false, videoOn: true } }));
    expect(partnerTile().queryByTestId('camera-off')).not.toBeInTheDocument();
    expect(partnerTile().getByText("Waiting for grace's video...")).toBeInTheDocument();
    expect(badges(partnerTile())).toEqual(['Muted']);
  });

  it('shows your own name, initial and badges on your preview while your camera is off and you are muted', () => {
    render(stage({ mine: OFF }));
    const card = ownTile().getByTestId('camera-off');
    expect(card).toHaveTextContent('A');
    expect(within(card).getByText('ada (Ada)')).toBeInTheDocument();
    expect(badges(ownTile())).toEqual(['Camera off', 'Muted']);
    expect(badges(partnerTile())).toEqual([]);
  });

  it('keeps the badges with their person when the pictures are swapped', async () => {
    render(stage({ mine: { audioOn: false, videoOn: true }, theirs: OFF }));
    await userEvent.click(screen.getByRole('button', { name: 'Swap the large and small videos' }));
    expect(badges(ownTile())).toEqual(['Muted']);
    expect(badges(partnerTile())).toEqual(['Camera off', 'Muted']);
  });

  it("tells screen readers politely when the partner's camera or microphone goes off or on", () => {
    const { rerender } = render(stage());
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    rerender(stage({ theirs: OFF }));
    expect(status.textContent).toBe("grace's camera is off. grace is muted.");
    // One's own changes are said by the buttons pressed, not here.
    rerender(stage({ theirs: OFF, mine: OFF }));
    expect(status.textContent).toBe("grace's camera is off. grace is muted.");
    rerender(stage({ theirs: { audioOn: false, videoOn: true } }));
    expect(status.textContent).toBe("grace's camera is on.");
    rerender(stage());
    expect(status.textContent).toBe('grace is unmuted.');
  });
});
