import { useEffect, useId, useRef, useState } from 'react';
import { SUGGEST_DELAY_MS } from '@/lib/constants';
import type { RecentLocation } from '@/lib/search/recent';
import type { PlaceSuggestion } from '@/lib/search/places';
import type { AreaChoice } from '@/lib/search/schema';
import { suggestionsFor, type FoundAreas } from './area-suggestions';

interface Props {
  cityId: number;
  chosen: readonly AreaChoice[];
  recent: readonly RecentLocation[];
  onAdd: (area: AreaChoice) => void;
  onRemove: (id: number) => void;
  /** Told whether words are in the box: while someone is still choosing areas, nothing is applied. */
  onTyping?: (typing: boolean) => void;
}

/**
 * Several areas as chips, with suggestions from /api/search/cityArea as the person types (after the
 * suggestion pause) and their recent locations in this city when the box is empty.
 * A combobox in the ARIA sense: arrow keys move through the suggestions, Enter picks one.
 */
export default function AreaPicker({ cityId, chosen, recent, onAdd, onRemove, onTyping }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Suggestions with the words and city they answer: stale ones (the text or city changed since) are never shown or picked.
  const [found, setFound] = useState<FoundAreas>({ query: '', cityId, areas: [] });
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => onTyping?.(text.trim() !== ''), [text, onTyping]);

  useEffect(() => {
    const query = text.trim();
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/cityArea?searchQuery=${encodeURIComponent(query)}&cityId=${cityId}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<PlaceSuggestion[]>) : []))
        .then((list) => setFound({ query, cityId, areas: list.filter((s) => s.kind === 'area') }))
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, cityId]);

  const chosenIds = new Set(chosen.map((a) => a.id));
  const options: AreaChoice[] = (
    text.trim() === ''
      ? recent.filter((r) => r.cityId === cityId).map((r) => ({ id: r.id, title: r.title }))
      : suggestionsFor(found, text, cityId).map((s) => ({ id: s.id, title: s.name }))
  ).filter((o) => !chosenIds.has(o.id));
  const showList = open && options.length > 0;

  const pick = (area: AreaChoice) => {
    onAdd(area);
    setText('');
    setActive(-1);
    inputRef.current?.focus();
  };

  return (
    <div className="area-picker">
      {chosen.map((area) => (
        <input key={area.id} type="hidden" name="area" value={area.id} />
      ))}
      <div className="chips">
        {chosen.map((area) => (
          <span key={area.id} className="chip">
            {area.title}
            <button type="button" aria-label={`Remove ${area.title}`} onClick={() => onRemove(area.id)}>
              ×
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          className="chip-input"
          type="text"
          role="combobox"
          aria-label="Search areas"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={chosen.length === 0 ? 'Search areas' : 'Add area'}
          value={text}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(options.length - 1, i + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => Math.max(0, i - 1));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              const option = options[active >= 0 ? active : 0];
              if (option && showList) pick(option);
            } else if (event.key === 'Escape') {
              setOpen(false);
            } else if (event.key === 'Backspace' && text === '' && chosen.length > 0) {
              onRemove(chosen[chosen.length - 1].id);
            }
          }}
        />
      </div>
      {showList && (
        <ul className="suggestions" id={listId} role="listbox" aria-label={text.trim() === '' ? 'Recent locations' : 'Areas'}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option.title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
