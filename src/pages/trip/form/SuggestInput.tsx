import { InputGroup, Intent, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface SuggestInputProps<T> {
  value: string;
  onChange: (text: string) => void;
  /** The hits for a query (debounced); a failure shows none. */
  search: (query: string) => Promise<T[]>;
  itemKey: (item: T) => string;
  itemText: (item: T) => ReactNode;
  onPick: (item: T) => void;
  onBlur?: () => void;
  /** Characters before searching. Default 1. */
  minLength?: number;
  intent?: Intent;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  testId?: string;
  ariaLabel?: string;
  leftIcon?: 'search' | 'airplane' | 'person';
  /** The hint when a search has no hit. */
  noResults: string;
}

const DEBOUNCE_MS = 200;

/** A text box with search-as-you-type hits under it (↑/↓, Enter, Escape; click picks). */
export function SuggestInput<T>(props: SuggestInputProps<T>) {
  const [hits, setHits] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const ticket = useRef(0);
  const searchRef = useRef(props.search);
  searchRef.current = props.search;

  useEffect(() => {
    if (query === null || query.trim().length < (props.minLength ?? 1)) {
      setHits([]);
      return;
    }
    const mine = ++ticket.current;
    setBusy(true);
    const timer = setTimeout(() => {
      searchRef.current(query.trim()).then(
        (list) => {
          if (mine !== ticket.current) return;
          setHits(list);
          setActive(0);
          setBusy(false);
        },
        () => mine === ticket.current && (setHits([]), setBusy(false)),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, props.minLength]);

  const pick = (item: T) => {
    props.onPick(item);
    setOpen(false);
    setQuery(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open || hits.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(hits[Math.min(active, hits.length - 1)]!);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && query !== null && query.trim().length >= (props.minLength ?? 1) && !props.disabled;
  return (
    <div className="foc-suggest" data-testid={props.testId}>
      <InputGroup
        id={props.id}
        value={props.value}
        intent={props.intent}
        disabled={props.disabled}
        placeholder={props.placeholder}
        aria-label={props.ariaLabel}
        autoComplete="off"
        leftIcon={props.leftIcon}
        rightElement={busy && showList ? <Spinner size={14} className="foc-suggest__spin" /> : undefined}
        onValueChange={(text) => {
          props.onChange(text);
          setQuery(text);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
      />
      {showList && (
        <div className="foc-suggest__list" role="listbox">
          <Menu>
            {hits.length === 0 && !busy && <MenuItem disabled text={props.noResults} />}
            {hits.map((h, i) => (
              <MenuItem
                key={props.itemKey(h)}
                text={props.itemText(h)}
                active={i === active}
                role="option"
                data-testid="suggest-item"
                // keep the focus in the box until the pick is done
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(h)}
              />
            ))}
          </Menu>
        </div>
      )}
    </div>
  );
}
