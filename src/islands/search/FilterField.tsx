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
