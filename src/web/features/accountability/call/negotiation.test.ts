// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createNegotiator,
  type Description,
  type NegotiatingPeer,
  type Negotiator,
  type OutgoingDescription,
} from './negotiation.ts';

/** A peer connection's offer/answer state machine, without media or a network. */
class FakePeer implements NegotiatingPeer {
  signalingState: RTCSignalingState = 'stable';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  rolledBack = 0;
  candidates: (RTCIceCandidateInit | null)[] = [];
  private count = 0;

  constructor(readonly name: string) {}

  async setLocalDescription() {
    await Promise.resolve();
    this.count += 1;
    if (this.signalingState === 'stable') {
      this.localDescription = { type: 'offer', sdp: `${this.name} offer ${this.count}` };
      this.signalingState = 'have-local-offer';
    } else if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `${this.name} answer ${this.count}` };
      this.signalingState = 'stable';
    } else {
      throw new Error(`${this.name}: nothing to describe in ${this.signalingState}`);
    }
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    await Promise.resolve();
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') this.rolledBack += 1;
      else if (this.signalingState !== 'stable') throw new Error('offer in the wrong state');
      this.remoteDescription = { type: 'offer', sdp: description.sdp };
      this.signalingState = 'have-remote-offer';
    } else if (description.type === 'answer') {
      if (this.signalingState !== 'have-local-offer') {
        throw new Error(`${this.name}: an answer in ${this.signalingState}`);
      }
      this.remoteDescription = { type: 'answer', sdp: description.sdp };
      this.signalingState = 'stable';
    }
  }

  async addIceCandidate(candidate: RTCIceCandidateInit | null) {
    await Promise.resolve();
    if (!this.remoteDescription) throw new Error('no remote description for a candidate');
    this.candidates.push(candidate);
  }
}

/** Two negotiators wired to each other through queues the test delivers by hand. */
function pair() {
  const impolitePeer = new FakePeer('impolite');
  const politePeer = new FakePeer('polite');
  const toPolite: OutgoingDescription[] = [];
  const toImpolite: OutgoingDescription[] = [];
  const impolite = createNegotiator({
    peer: impolitePeer,
    polite: false,
    send: (signal) => toPolite.push(signal),
  });
  const polite = createNegotiator({
    peer: politePeer,
    polite: true,
    send: (signal) => toImpolite.push(signal),
  });
  const deliver = async (queue: OutgoingDescription[], to: Negotiator) => {
    while (queue.length > 0) {
      const signal = queue.shift();
      if (signal) await to.receiveDescription(signal.payload);
    }
  };
  const deliverAll = async () => {
    while (toPolite.length > 0 || toImpolite.length > 0) {
      await deliver(toPolite, polite);
      await deliver(toImpolite, impolite);
    }
  };
  return { impolitePeer, politePeer, impolite, polite, toPolite, toImpolite, deliverAll };
}

describe('perfect negotiation', () => {
  it('the initiator offers and the partner answers', async () => {
    const call = pair();
    await call.impolite.offer();
    expect(call.toPolite).toEqual([
      { type: 'webrtc_offer', payload: { type: 'offer', sdp: 'impolite offer 1' } },
    ]);
    await call.deliverAll();
    expect(call.impolitePeer.signalingState).toBe('stable');
    expect(call.politePeer.signalingState).toBe('stable');
    expect(call.impolitePeer.remoteDescription?.sdp).toBe('polite answer 1');
  });

  it('makes no second offer while the first is unanswered', async () => {
    const call = pair();
    await Promise.all([call.impolite.offer(), call.impolite.offer()]);
    await call.impolite.offer();
    expect(call.toPolite).toHaveLength(1);
    await call.deliverAll();
    expect(call.impolitePeer.signalingState).toBe('stable');
  });

  it('on glare the polite side (higher id) rolls back and answers the initiator', async () => {
    const call = pair();
    await Promise.all([call.impolite.offer(), call.polite.offer()]);
    expect(call.impolitePeer.signalingState).toBe('have-local-offer');
    expect(call.politePeer.signalingState).toBe('have-local-offer');

    await call.deliverAll();

    expect(call.politePeer.rolledBack).toBe(1);
    expect(call.impolitePeer.rolledBack).toBe(0);
    expect(call.impolitePeer.signalingState).toBe('stable');
    expect(call.politePeer.signalingState).toBe('stable');
    // The session both agreed on is the initiator's offer and the partner's answer to it.
    expect(call.politePeer.remoteDescription?.sdp).toBe('impolite offer 1');
    expect(call.impolitePeer.remoteDescription).toEqual({
      type: 'answer',
      sdp: 'polite answer 2',
    });
  });

  it('drops the candidates of an offer it ignored, and reports the others that fail', async () => {
    const call = pair();
    await Promise.all([call.impolite.offer(), call.polite.offer()]);
    const politeOffer = call.toImpolite.shift();
    if (!politeOffer) throw new Error('the polite side sent no offer');
    await call.impolite.receiveDescription(politeOffer.payload);
    // The initiator ignored that offer, so its candidates have nothing to attach to.
    await expect(call.impolite.receiveCandidate({ candidate: 'c1' })).resolves.toBeUndefined();
    // The polite side has not seen an offer yet: a candidate is a real failure there.
    await expect(call.polite.receiveCandidate({ candidate: 'c2' })).rejects.toThrow();

    await call.deliverAll();
    await call.polite.receiveCandidate({ candidate: 'c3' });
    expect(call.politePeer.candidates).toEqual([{ candidate: 'c3' }]);
  });

  it('a renegotiation from either side once stable needs no rollback', async () => {
    const call = pair();
    await call.impolite.offer();
    await call.deliverAll();
    await call.polite.offer();
    await call.deliverAll();
    expect(call.politePeer.rolledBack + call.impolitePeer.rolledBack).toBe(0);
    expect(call.impolitePeer.signalingState).toBe('stable');
    expect(call.politePeer.signalingState).toBe('stable');
  });
});
