import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';

interface DropdownProps {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  /** The panel's content; `close` lets its links shut the menu when followed. */
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}

/** A button that opens a panel below it; Escape and a click outside close it. */
export function Dropdown({ label, trigger, children, panelClassName }: DropdownProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const menu = useDisclosure(containerRef);
  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        onClick={menu.toggle}
        aria-expanded={menu.isOpen}
        aria-haspopup="true"
        aria-label={label}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-sunken"
      >
        {trigger}
      </button>
      {menu.isOpen ? (
        <div
          className={cn(
            'absolute right-0 z-50 mt-2 max-w-[calc(100vw-2rem)] animate-rise rounded-card border border-line bg-surface-raised p-2 shadow-card',
            panelClassName,
          )}
        >
          {children(menu.close)}
        </div>
      ) : null}
    </div>
  );
}
