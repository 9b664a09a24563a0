import type { Language } from '@roots/shared/contracts/learning';
import { publicPaths } from '@roots/shared/routes';
import { Headphones } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';

/** A language in the catalogue: names, a line about it, and the learner's progress when enrolled. */
export function LanguageCard({
  language,
  actions,
  selected = false,
  inChoice = false,
}: {
  language: Language;
  actions?: ReactNode;
  selected?: boolean;
  /** Inside a choice button: plain content, so the button is named by the card's text. */
  inChoice?: boolean;
}) {
  const Element = inChoice ? 'div' : 'article';
  return (
    <Element
      aria-labelledby={inChoice ? undefined : `language-${language.id}`}
      className={cn(
        'flex h-full flex-col gap-3 rounded-card border-2 bg-surface-raised p-5 shadow-card',
        selected ? 'border-primary' : 'border-line',
      )}
    >
      <div>
        {inChoice ? (
          <p className="text-xl font-bold text-ink">{language.name}</p>
        ) : (
          <h3 id={`language-${language.id}`} className="text-xl font-bold text-ink">
            {language.name}
          </h3>
        )}
        <p lang={language.code} className="text-ink-muted">
          {language.native_name}
        </p>
      </div>
      <p className="flex-1 text-sm text-ink">{language.description}</p>
      <Voicing language={language} inChoice={inChoice} />
      {language.enrolled ? (
        <div className="flex flex-col gap-1">
          <ProgressBar
            value={language.completed_lessons}
            max={Math.max(1, language.total_lessons)}
            label={`${language.name} progress`}
          />
          <p className="text-sm text-ink-muted">
            {language.completed_lessons} of {language.total_lessons} lessons done
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{language.total_lessons} lessons</p>
      )}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </Element>
  );
}

const percentOf = (share: number) => `${String(Math.round(share * 100))}%`;

/**
 * Whether the course has listening and how much of it is voiced, honest about synthetic speech;
 * a course without listening asks its speakers to record it (plain text inside a choice button).
 */
export function Voicing({ language, inChoice = false }: { language: Language; inChoice?: boolean }) {
  const { listening, voiced_share: voiced, synthetic_share: synthetic } = language;
  const parts = [listening > 0 ? 'Listening' : 'No listening yet'];
  if (voiced > 0) parts.push(`${percentOf(voiced)} voiced`);
  if (synthetic > 0) parts.push(synthetic >= voiced ? 'synthetic voice' : `${percentOf(synthetic)} synthetic voice`);
  return (
    <p className="flex items-start gap-2 text-sm text-ink-muted">
      <Headphones aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {parts.join(' · ')}
        {listening === 0 ? (
          <>
            {' — '}
            {inChoice ? 'help record it' : <Link to={publicPaths.contribute}>help record it</Link>}
          </>
        ) : null}
      </span>
    </p>
  );
}
