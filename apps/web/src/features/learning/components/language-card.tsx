import type { Language } from '@roots/shared/contracts/learning';
import type { ReactNode } from 'react';
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
