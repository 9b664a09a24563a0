import type { PublicUser, Relation } from '@roots/shared/contracts/social';
import { formatCount } from '@roots/shared/domain/count';
import { pathTo } from '@roots/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFriends } from '../api/get-friends.ts';
import { FriendControls } from './friend-controls.tsx';

function Person({
  userId,
  person,
  relation,
  extra,
}: {
  userId: string;
  person: PublicUser;
  relation: Relation;
  extra?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <Avatar username={person.username} imageUrl={person.avatar_url} />
      <span className="min-w-32 flex-1">
        <Link to={pathTo.publicProfile(person.username)} className="block truncate font-semibold">
          {person.display_name ?? person.username}
        </Link>
        {extra}
      </span>
      <FriendControls userId={userId} other={person} relation={relation} />
    </li>
  );
}

function Section({ title, empty, children }: { title: string; empty?: string; children: ReactNode[] }) {
  if (children.length === 0 && !empty) return null;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children.length === 0 ? (
        <p className="mt-2 text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">{children}</ul>
      )}
    </Card>
  );
}

export function FriendListsSkeleton() {
  return <Skeleton className="h-64 w-full" />;
}

/** Requests received and sent, friends with their XP this week, and blocked learners. */
export function FriendLists({ userId }: { userId: string }) {
  const { data } = useFriends(userId);
  return (
    <div className="flex flex-col gap-4">
      <Section title="Friend requests">
        {data.incoming.map((p) => (
          <Person key={p.id} userId={userId} person={p} relation="incoming" />
        ))}
      </Section>
      <Section title="Your friends" empty="No friends yet. Find learners by username above and send a request.">
        {data.friends.map((p) => (
          <Person
            key={p.id}
            userId={userId}
            person={p}
            relation="friends"
            extra={<span className="text-sm text-ink-muted">{formatCount(p.xp_this_week)} XP this week</span>}
          />
        ))}
      </Section>
      <Section title="Requests you sent">
        {data.outgoing.map((p) => (
          <Person key={p.id} userId={userId} person={p} relation="outgoing" />
        ))}
      </Section>
      <Section title="Blocked">
        {data.blocked.map((p) => (
          <Person key={p.id} userId={userId} person={p} relation="blocked" />
        ))}
      </Section>
    </div>
  );
}
