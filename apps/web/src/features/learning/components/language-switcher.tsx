import type { Language } from '@roots/shared/contracts/learning';
import { Select } from '../../../components/ui/input.tsx';

/** Switches the current language among the enrolled ones; nothing to show with fewer than two. */
export function LanguageSwitcher({
  label,
  languages,
  current,
  onSelect,
}: {
  label: string;
  languages: Language[] | undefined;
  current: Language | undefined;
  onSelect: (languageId: string) => void;
}) {
  if (!languages || languages.length < 2 || !current) return null;
  return (
    <div className="w-56">
      <Select label={label} value={current.id} onChange={(event) => onSelect(event.target.value)}>
        {languages.map((language) => (
          <option key={language.id} value={language.id}>
            {language.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
