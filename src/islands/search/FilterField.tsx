import type { ReactNode } from 'react';

/** A labelled control; the label points at the control by id, so its name is the label alone. */
export default function FilterField({ label, id, children, phoneMore = false }: { label: string; id: string; children: ReactNode; phoneMore?: boolean }) {
  return (
    <div className={phoneMore ? 'filter-field phone-more' : 'filter-field'}>
      <label className="filter-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

export interface Choice {
  value: string | number;
  label: string;
}

interface SelectFieldProps {
  label: string;
  /** The query key the form sends; the select's id is `filter-{name}`. */
  name: string;
  value: string | number;
  choices: readonly Choice[];
  /** A first choice that sets nothing (value ''), under this label. */
  anyLabel?: string;
  onChange: (value: string) => void;
  phoneMore?: boolean;
  /** The id of a message about this field's value; the select is then marked invalid and described by it. */
  problemId?: string;
}

/** One of the filter's plain choices: a labelled select of `choices`. */
export function SelectField({ label, name, value, choices, anyLabel, onChange, phoneMore = false, problemId }: SelectFieldProps) {
  const id = `filter-${name}`;
  return (
    <FilterField label={label} id={id} phoneMore={phoneMore}>
      <select
        className="select"
        id={id}
        name={name}
        value={value}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        onChange={(e) => onChange(e.target.value)}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
