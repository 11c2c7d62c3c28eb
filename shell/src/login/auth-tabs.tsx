// The two e-mail modes as an ARIA tabs widget: arrow keys, Home and End move between the tabs
// (automatic activation), and each panel is labelled by its tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface AuthTabsProps<K extends string> {
  label: string;
  tabs: readonly AuthTab<K>[];
  active: K;
  onChange: (key: K) => void;
}

export function AuthTabs<K extends string>({ label, tabs, active, onChange }: AuthTabsProps<K>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    refs.current[next]?.focus();
  };

  return (
    <div className="lg-tabs">
      <div className="lg-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className="lg-tabs__tab"
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="lg-tabs__panel"
        >
          {tab.key === active && tab.panel}
        </div>
      ))}
    </div>
  );
}
