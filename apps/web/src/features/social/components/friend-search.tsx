import { pathTo } from '@roots/shared/routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useUserSearch } from '../api/search-users.ts';
import { FriendControls } from './friend-controls.tsx';

/** Find learners by the start of their username (at least 2 characters), 300 ms after typing stops. */
export function FriendSearch({ userId }: { userId: string }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useUserSearch(userId, query);
  return (
    <div className="flex flex-col gap-3">
      <Input
        label="Find learners by username"
        type="search"
        autoComplete="off"
        placeholder="e.g. ama_k"
        value={text}
        maxLength={30}
        onChange={(event) => setText(event.target.value)}
        error={search.error?.message}
      />
      {query.length >= 2 && search.data ? (
        search.data.length === 0 ? (
          <p className="text-sm text-ink-muted">Nobody’s username starts with “{query}”.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {search.data.map((found) => (
              <li key={found.id} className="flex flex-wrap items-center gap-3 rounded-control px-2 py-2">
                <Avatar username={found.username} imageUrl={found.avatar_url} />
                <Link to={pathTo.publicProfile(found.username)} className="min-w-32 flex-1 truncate font-semibold">
                  {found.display_name ?? found.username}
                </Link>
                <FriendControls userId={userId} other={found} relation={found.relation} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
