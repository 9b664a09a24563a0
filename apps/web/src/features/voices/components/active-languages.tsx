import { publicPaths } from '@roots/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Select } from '../../../components/ui/input.tsx';
import { useVoicesMe } from '../api/voices.ts';
import { NotLoaded } from './not-loaded.tsx';

/**
 * The languages the contributor is active in, with a picker when there are several; the children
 * get the chosen one. Without an active language it says how to become a contributor.
 */
export function ActiveLanguages({
  chosen,
  onChoose,
  children,
}: {
  chosen: string;
  onChoose: (code: string) => void;
  children: (language: { code: string; name: string }) => ReactNode;
}) {
  const me = useVoicesMe();
  if (!me.isSuccess) return <NotLoaded query={me} />;
  const active = me.data.languages.filter(({ status }) => status === 'active');
  const language = active.find(({ code }) => code === chosen) ?? active[0];
  if (!language)
    return (
      <p>
        You are not an active contributor of any language yet.{' '}
        <Link to={publicPaths.contribute}>Apply to record your language</Link>, or see where your application stands.
      </p>
    );
  return (
    <div className="space-y-6">
      {active.length > 1 ? (
        <div className="max-w-xs">
          <Select label="Language" value={language.code} onChange={(event) => onChoose(event.target.value)}>
            {active.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {children(language)}
    </div>
  );
}
