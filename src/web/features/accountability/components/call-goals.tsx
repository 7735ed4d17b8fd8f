import type { CallRoom } from '../../../../shared/accountability.schemas.ts';

/** What each side means to get done in the call. */
export function CallGoals({ room }: { room: CallRoom }) {
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="text-slate-600">Your goal</dt>
        <dd className="font-medium wrap-anywhere text-slate-900">
          {room.myGoal?.title ?? 'No particular task'}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{room.partner.username}'s goal</dt>
        <dd className="font-medium wrap-anywhere text-slate-900">
          {room.partnerGoal?.title ?? 'No particular task'}
        </dd>
      </div>
    </dl>
  );
}
